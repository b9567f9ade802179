import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ToolProgress } from '@lifewheel/contracts';
import { assertWithinDeadline } from '@lifewheel/platform';
import { ToolProgressSchema } from './tool-progress.entity.js';

/** Which tools a person has marked done. `userId` always comes from a verified principal. */
@Injectable()
export class ToolProgressService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Idempotent either way: marking a done tool done again keeps the first date (insert, or nothing
   * on conflict), and marking it not done deletes the row whether or not there was one.
   */
  async mark(userId: string, toolId: string, done: boolean): Promise<ToolProgress> {
    return this.em.transactional(async (tx) => {
      if (done) {
        await tx.createQueryBuilder(ToolProgressSchema).insert({ userId, toolId, doneAt: new Date() }).onConflict(['userId', 'toolId']).ignore().execute();
      } else {
        await tx.nativeDelete(ToolProgressSchema, { userId, toolId });
      }
      const row = done ? await tx.findOne(ToolProgressSchema, { userId, toolId }) : null;
      assertWithinDeadline();
      return { toolId, done, doneAt: row ? row.doneAt.toISOString() : null };
    });
  }

  /** When each of the person's done tools was done, by tool id. */
  async doneAt(userId: string): Promise<Map<string, Date>> {
    const rows = await this.em.find(ToolProgressSchema, { userId }, { fields: ['toolId', 'doneAt'] });
    return new Map(rows.map((row) => [row.toolId, row.doneAt]));
  }
}
