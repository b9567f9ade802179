import type { DisputeStatus, PaymentFact } from '../payments/payment-state.js';

/** The parts of a Stripe event billing reads. Only these fields are trusted, and only after the signature check. */
export interface StripeEventEnvelope {
  id: string;
  type: string;
  created?: number;
  data: { object: Record<string, unknown> };
}

export type InterpretedEvent =
  | {
      kind: 'checkout-session';
      stripeSessionId: string;
      paymentIntentId: string | null;
      amount: number | null;
      currency: string | null;
      fact: PaymentFact | null;
      /** Stripe's own "the payment failed" (async), reported to alerting. */
      failureReason?: string;
    }
  | { kind: 'checkout-expired'; stripeSessionId: string }
  | {
      kind: 'payment-fact';
      paymentIntentId: string;
      amount: number | null;
      currency: string | null;
      fact: PaymentFact;
      paymentSessionId?: string;
      failureReason?: string;
    }
  | { kind: 'ignored'; why: string };

const str = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
/** Stripe expands some references to objects; ids are what we keep. */
const idOf = (value: unknown): string | null => str(value) ?? (value && typeof value === 'object' ? str((value as { id?: unknown }).id) : null);

function disputeStatusOf(status: unknown): DisputeStatus {
  if (status === 'lost') return 'lost';
  // `warning_closed`: an inquiry closed without a chargeback; the money stays.
  if (status === 'won' || status === 'warning_closed') return 'won';
  return 'open';
}

/** Maps one Stripe event (API reference shapes) to what it means for a payment. */
export function interpretStripeEvent(event: StripeEventEnvelope): InterpretedEvent {
  const object = event.data?.object ?? {};
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const stripeSessionId = str(object['id']);
      if (!stripeSessionId) return { kind: 'ignored', why: 'session without id' };
      const paid = object['payment_status'] === 'paid';
      const failed = event.type === 'checkout.session.async_payment_failed';
      return {
        kind: 'checkout-session',
        stripeSessionId,
        paymentIntentId: idOf(object['payment_intent']),
        amount: int(object['amount_total']),
        currency: str(object['currency']),
        // `completed` with payment_status "unpaid" is an asynchronous payment still on its way.
        fact: failed ? { kind: 'failed' } : paid ? { kind: 'paid' } : null,
        ...(failed ? { failureReason: 'async_payment_failed' } : {}),
      };
    }
    case 'checkout.session.expired': {
      const stripeSessionId = str(object['id']);
      return stripeSessionId ? { kind: 'checkout-expired', stripeSessionId } : { kind: 'ignored', why: 'session without id' };
    }
    case 'payment_intent.payment_failed': {
      const paymentIntentId = str(object['id']);
      if (!paymentIntentId) return { kind: 'ignored', why: 'payment intent without id' };
      const metadata = (object['metadata'] ?? {}) as Record<string, unknown>;
      const lastError = (object['last_payment_error'] ?? {}) as Record<string, unknown>;
      const paymentSessionId = str(metadata['payment_session_id']);
      return {
        kind: 'payment-fact',
        paymentIntentId,
        amount: int(object['amount']),
        currency: str(object['currency']),
        fact: { kind: 'failed' },
        ...(paymentSessionId ? { paymentSessionId } : {}),
        failureReason: str(lastError['code']) ?? str(lastError['decline_code']) ?? 'payment_failed',
      };
    }
    case 'charge.refunded': {
      const paymentIntentId = idOf(object['payment_intent']);
      if (!paymentIntentId) return { kind: 'ignored', why: 'charge without payment intent' };
      const amount = int(object['amount']);
      const amountRefunded = int(object['amount_refunded']) ?? 0;
      const full = object['refunded'] === true || (amount !== null && amountRefunded >= amount);
      return { kind: 'payment-fact', paymentIntentId, amount, currency: str(object['currency']), fact: { kind: 'refund', amountRefunded, full } };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const paymentIntentId = idOf(object['payment_intent']);
      if (!paymentIntentId) return { kind: 'ignored', why: 'dispute without payment intent' };
      const status = event.type === 'charge.dispute.created' ? 'open' : disputeStatusOf(object['status']);
      return { kind: 'payment-fact', paymentIntentId, amount: null, currency: null, fact: { kind: 'dispute', status } };
    }
    default:
      return { kind: 'ignored', why: `not an event billing handles (${event.type})` };
  }
}
