import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobName, JobPayloads } from '@lifewheel/contracts';
import { UserJourneySchema } from './user-journey.entity.js';

@Injectable()
export class JourneysService {
  constructor(private readonly em: EntityManager) {}

  async record(jobId: string, event: JobPayloads[JobName.RecordJourney]): Promise<void> {
    await this.em.upsert(
      UserJourneySchema,
      {
        id: randomUUID(),
        jobId,
        sessionId: event.sessionId,
        userId: event.userId ?? null,
        journeyType: event.journeyType,
        step: event.step,
        stepData: event.stepData ?? null,
        duration: event.durationMs ?? null,
        createdAt: new Date(event.occurredAt),
      },
      { onConflictFields: ['jobId'], onConflictAction: 'ignore' },
    );
  }
}
