import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { CheckoutStatus } from '@lifewheel/contracts';
import { BILLING_SCHEMA } from '../billing-schema.js';

/** A payment session's status is what the checkout status endpoint reports. */
export type PaymentSessionStatus = CheckoutStatus;

/** One checkout started: what was asked (amount, currency) and for whom. */
export const PaymentSessionSchema = defineEntity({
  name: 'PaymentSession',
  tableName: 'payment_sessions',
  schema: BILLING_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(254),
    userId: p.uuid().nullable(),
    stripeSessionId: p.string().unique(),
    amount: p.integer(),
    currency: p.string().length(3),
    status: p.string().length(16).$type<PaymentSessionStatus>(),
    language: p.string().length(12),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

export type PaymentSession = InferEntity<typeof PaymentSessionSchema>;
