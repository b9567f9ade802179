import { Inject, Injectable } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { LOGGER, type Logger, sql } from '@lifewheel/platform';
import { billingTables } from '../billing-schema.js';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { applyStripeEvent } from '../payments/payment-ledger.js';
import { PolledWork } from '../polling-loop.js';
import { interpretStripeEvent, type StripeEventEnvelope } from './stripe-event.js';

const { webhook_inbox: inbox } = billingTables;

/**
 * Works through the webhook inbox: each stored event once, oldest first, in its own transaction
 * that locks the event row (`skip locked`: replicas share the work) and marks it processed. Runs
 * on a schedule and when a webhook arrives; it depends on PostgreSQL only, so an event stored while
 * Redis was down is processed all the same (its outbox rows wait for Redis instead).
 */
@Injectable()
export class WebhookInbox extends PolledWork {
  constructor(
    private readonly orm: MikroORM,
    private readonly relay: OutboxRelay,
    @Inject(BILLING_CONFIG) config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super('webhook inbox', config.BILLING_POLL_MS, logger);
  }

  /** Processes one due event; true when one was processed (there may be more). */
  protected async runOnce(): Promise<boolean> {
    let claimed: { event_id: string; type: string } | undefined;
    try {
      const processed = await RequestContext.create(this.orm.em, () =>
        this.orm.em.transactional(async (tx) => {
          const [row] = await sql<{ event_id: string; type: string; payload: StripeEventEnvelope; received_at: Date }>(
            tx,
            `select "event_id", "type", "payload", "received_at" from ${inbox}
              where "processed_at" is null and "next_attempt_at" <= now() order by "received_at" limit 1 for update skip locked`,
          );
          if (!row) return false;
          claimed = row;
          const interpreted = interpretStripeEvent(row.payload);
          const occurredAt = row.payload.created ? new Date(row.payload.created * 1000).toISOString() : new Date(row.received_at).toISOString();
          await applyStripeEvent(tx, interpreted, occurredAt);
          await sql(tx, `update ${inbox} set "processed_at" = now(), "attempts" = "attempts" + 1, "last_error" = null where "event_id" = ?`, [row.event_id]);
          if (interpreted.kind === 'ignored')
            this.logger.info({ eventId: row.event_id, type: row.type, why: interpreted.why }, 'Stripe event stored and ignored');
          return true;
        }),
      );
      if (processed) this.relay.nudge();
      return processed;
    } catch (error) {
      if (!claimed) throw error;
      this.logger.warn({ err: error, eventId: claimed.event_id, type: claimed.type }, 'Could not process a Stripe event; it will be retried');
      // An event whose processing failed (a bug, a database hiccup) is retried after 2, 4, 8 ...
      // seconds, at most 10 minutes apart.
      await sql(
        this.orm.em,
        `update ${inbox} set "attempts" = "attempts" + 1, "last_error" = ?,
           "next_attempt_at" = now() + make_interval(secs => least(600, power(2, least("attempts" + 1, 10))))
         where "event_id" = ?`,
        [String(error), claimed.event_id],
      );
      return true;
    }
  }
}
