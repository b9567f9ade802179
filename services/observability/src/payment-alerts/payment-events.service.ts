import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import { JobName, type BillingAlertEvent } from '@lifewheel/contracts';
import { METRIC_KEYS } from './alerting-metric.entity.js';
import type { PaymentEventKind } from './payment-event.entity.js';

export const KIND_OF_JOB = {
  [JobName.BillingCheckoutStarted]: 'checkout-started',
  [JobName.PaymentSucceeded]: 'payment-succeeded',
  [JobName.PaymentFailed]: 'payment-failed',
} as const satisfies Record<string, PaymentEventKind>;

/** Billing's checkout and payment events, kept once each by event id. */
@Injectable()
export class PaymentEventsService {
  constructor(private readonly em: EntityManager) {}

  async record(kind: PaymentEventKind, event: BillingAlertEvent): Promise<void> {
    const occurredAt = new Date(event.occurredAt);
    // A malformed event will not get better by retrying: fail it for good (it stays in the failed set).
    if (!event.eventId || event.eventId.length > 64) throw new UnrecoverableError('Payment event without a usable eventId');
    if (Number.isNaN(occurredAt.getTime())) throw new UnrecoverableError(`Payment event ${event.eventId} has no valid occurredAt`);
    await this.em.transactional(async (tx) => {
      await tx.execute(
        `insert into "observability"."payment_events" ("id", "event_id", "kind", "occurred_at", "payment_session_id", "reason", "created_at")
         values (?, ?, ?, ?, ?, ?, now()) on conflict ("event_id") do nothing`,
        [randomUUID(), event.eventId, kind, occurredAt, event.paymentSessionId?.slice(0, 255) ?? null, event.reason?.slice(0, 500) ?? null],
      );
      if (kind !== 'payment-succeeded') return;
      // Kept on the metric rows too, so it outlives the pruning of old events. `greatest` makes a
      // late or repeated event harmless.
      await tx.execute(
        `update "observability"."alerting_metrics"
         set "last_successful_payment" = greatest(coalesce("last_successful_payment", ?), ?), "updated_at" = now()
         where "metric_key" in (?, ?, ?)`,
        [occurredAt, occurredAt, METRIC_KEYS.failuresLastHour, METRIC_KEYS.consecutiveFailures, METRIC_KEYS.noSuccessfulPayment],
      );
    });
  }
}
