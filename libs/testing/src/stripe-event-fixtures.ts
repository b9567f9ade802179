// Stripe events shaped as in Stripe's API reference (Event, Checkout Session, PaymentIntent,
// Charge, Dispute objects), trimmed to realistic fields, for tests that post webhooks directly.
import { randomBytes } from 'node:crypto';

const rid = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export interface CheckoutRef {
  stripeSessionId: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  email: string;
  paymentSessionId?: string;
}

export function stripeEvent(type: string, object: Record<string, unknown>, id = rid('evt')) {
  return {
    id,
    object: 'event',
    api_version: '2026-01-28.clover',
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A Checkout Session; `payment_status: 'unpaid'` with status complete is an asynchronous payment still on its way. */
export function checkoutSessionObject(ref: CheckoutRef, paymentStatus: 'paid' | 'unpaid', status: 'complete' | 'expired' = 'complete') {
  return {
    id: ref.stripeSessionId,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: ref.amount,
    amount_total: ref.amount,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: null,
    cancel_url: 'http://localhost/premium/payment/return?cancelled=1',
    client_reference_id: null,
    created: now() - 60,
    currency: ref.currency,
    customer: null,
    customer_creation: 'if_required',
    customer_details: { address: null, email: ref.email, name: null, phone: null, tax_exempt: 'none', tax_ids: [] },
    customer_email: ref.email,
    expires_at: now() + 3600,
    livemode: false,
    locale: 'auto',
    metadata: ref.paymentSessionId ? { payment_session_id: ref.paymentSessionId } : {},
    mode: 'payment',
    payment_intent: status === 'expired' ? null : ref.paymentIntentId,
    payment_method_types: ['card', 'us_bank_account'],
    payment_status: paymentStatus,
    status,
    success_url: 'http://localhost/premium/payment/return',
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    url: null,
  };
}

export function paymentIntentFailedObject(ref: CheckoutRef) {
  return {
    id: ref.paymentIntentId,
    object: 'payment_intent',
    amount: ref.amount,
    amount_received: 0,
    currency: ref.currency,
    created: now(),
    last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', type: 'card_error' },
    latest_charge: rid('ch'),
    livemode: false,
    metadata: ref.paymentSessionId ? { payment_session_id: ref.paymentSessionId } : {},
    status: 'requires_payment_method',
  };
}

/** A Charge after a refund: `refunded` is true only when the whole amount went back. */
export function chargeRefundedObject(ref: CheckoutRef, amountRefunded: number) {
  return {
    id: rid('ch'),
    object: 'charge',
    amount: ref.amount,
    amount_captured: ref.amount,
    amount_refunded: amountRefunded,
    captured: true,
    created: now(),
    currency: ref.currency,
    disputed: false,
    livemode: false,
    paid: true,
    payment_intent: ref.paymentIntentId,
    refunded: amountRefunded >= ref.amount,
    status: 'succeeded',
  };
}

export function disputeObject(ref: CheckoutRef, status: 'needs_response' | 'under_review' | 'won' | 'lost') {
  return {
    id: rid('dp'),
    object: 'dispute',
    amount: ref.amount,
    balance_transactions: [],
    charge: rid('ch'),
    created: now(),
    currency: ref.currency,
    evidence_details: { due_by: now() + 7 * 86400, has_evidence: false, past_due: false, submission_count: 0 },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: ref.paymentIntentId,
    reason: 'fraudulent',
    status,
  };
}

export const newPaymentIntentId = () => rid('pi');
