import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { OBSERVABILITY_SCHEMA } from '../error-logs/error-log.entity.js';

export const PAYMENT_EVENT_KINDS = ['checkout-started', 'payment-succeeded', 'payment-failed'] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/**
 * Billing's checkout and payment events, one row per event id. The rules count from these rows
 * rather than from running counters, so a redelivered event or one arriving late or out of order
 * changes nothing or lands in its right place in time.
 */
export const PaymentEventSchema = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_events',
  schema: OBSERVABILITY_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    eventId: p.string().length(64).unique(),
    kind: p.string().length(32).$type<PaymentEventKind>(),
    occurredAt: p.datetime(),
    paymentSessionId: p.string().length(255).nullable(),
    reason: p.string().length(500).nullable(),
    createdAt: p.datetime(),
  },
});
export type PaymentEvent = InferEntity<typeof PaymentEventSchema>;
