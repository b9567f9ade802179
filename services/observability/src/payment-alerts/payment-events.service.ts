import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import { JobName, type BillingAlertEvent } from '@lifewheel/contracts';
import { AlertingMetricSchema, METRIC_KEYS } from './alerting-metric.entity.js';
import { PaymentEventSchema, type PaymentEventKind } from './payment-event.entity.js';

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
      await tx.upsert(
        PaymentEventSchema,
        {
          id: randomUUID(),
          eventId: event.eventId,
          kind,
          occurredAt,
          paymentSessionId: event.paymentSessionId?.slice(0, 255) ?? null,
          reason: event.reason?.slice(0, 500) ?? null,
          createdAt: new Date(),
        },
        { onConflictFields: ['eventId'], onConflictAction: 'ignore' },
      );
      if (kind !== 'payment-succeeded') return;
      // Kept on the metric rows too, so it outlives the pruning of old events. Only ever moved
      // forward, in one conditional statement: a late or repeated event changes nothing.
      await tx.nativeUpdate(
        AlertingMetricSchema,
        { metricKey: { $in: Object.values(METRIC_KEYS) }, $or: [{ lastSuccessfulPayment: null }, { lastSuccessfulPayment: { $lt: occurredAt } }] },
        { lastSuccessfulPayment: occurredAt, updatedAt: new Date() },
      );
    });
  }
}
