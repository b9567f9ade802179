import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { BILLING_SCHEMA } from '../billing-schema.js';
import type { DisputeStatus, PaymentStatus } from './payment-state.js';

/**
 * One Stripe payment intent. Besides its status it keeps the facts Stripe told us (paid, failed,
 * refunded, dispute), because events arrive in any order: the status and the premium grant are
 * recomputed from all facts each time one arrives.
 */
export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  schema: BILLING_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    paymentSessionId: p.uuid().nullable(),
    userId: p.uuid().nullable(),
    /** Null only while no event naming the checkout session has arrived yet. */
    userEmail: p.string().length(254).nullable(),
    stripePaymentIntentId: p.string().unique(),
    stripeSessionId: p.string().nullable(),
    amount: p.integer().nullable(),
    currency: p.string().length(3),
    status: p.string().length(16).$type<PaymentStatus>(),
    paidConfirmed: p.boolean(),
    failed: p.boolean(),
    amountRefunded: p.integer(),
    fullyRefunded: p.boolean(),
    disputeStatus: p.string().length(16).$type<DisputeStatus>().nullable(),
    premiumGranted: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type Payment = InferEntity<typeof PaymentSchema>;
