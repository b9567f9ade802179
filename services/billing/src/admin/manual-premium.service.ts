import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobName, type adminPremiumChangeSchema } from '@lifewheel/contracts';
import type { z } from 'zod';
import { sql } from '@lifewheel/platform';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { writeOutbox } from '../outbox/outbox.js';

type PremiumChange = z.output<typeof adminPremiumChangeSchema>;

/**
 * Premium by hand. It travels exactly as a paid checkout's does: a premium event in the outbox,
 * relayed to identity, which stays the only writer of `isPremium` (and orders it with every other
 * premium event by the outbox sequence). The audit line is written in the same transaction.
 */
@Injectable()
export class ManualPremiumService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async change(change: PremiumChange, actorUserId: string): Promise<'recorded' | 'already-recorded'> {
    const recorded = await this.em.transactional(async (tx) => {
      const [row] = await sql<{ id: string }>(
        tx,
        `insert into "billing"."manual_premium_changes" ("id", "user_id", "granted", "reason", "actor_user_id") values (?, ?, ?, ?, ?)
          on conflict ("id") do nothing returning "id"`,
        [change.requestId, change.userId, change.grant, change.reason, actorUserId],
      );
      // The same request again (a double click, a retry): it was recorded, with its events, the first time.
      if (!row) return false;
      const occurredAt = new Date().toISOString();
      await writeOutbox(tx, change.grant ? JobName.PremiumGranted : JobName.PremiumRevoked, {
        email: change.email,
        userId: change.userId,
        paymentId: `manual:${change.requestId}`,
        reason: change.grant ? 'admin_grant' : 'admin_revoke',
        occurredAt,
      });
      await writeOutbox(tx, JobName.RecordAudit, {
        occurredAt,
        actorUserId,
        action: change.grant ? 'premium.grant' : 'premium.revoke',
        target: change.userId,
        reason: change.reason,
        details: { requestId: change.requestId },
      });
      return true;
    });
    if (recorded) this.relay.nudge();
    return recorded ? 'recorded' : 'already-recorded';
  }
}
