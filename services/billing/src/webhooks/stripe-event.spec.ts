import { describe, expect, it } from 'vitest';
import { chargeRefundedObject, checkoutSessionObject, disputeObject, paymentIntentFailedObject, stripeEvent } from '@lifewheel/testing';
import { interpretStripeEvent } from './stripe-event.js';

const ref = {
  stripeSessionId: 'cs_test_a',
  paymentIntentId: 'pi_test_a',
  amount: 1000,
  currency: 'usd',
  email: 'a@example.com',
  paymentSessionId: '6c1f4f0e-7a35-4a4b-9b43-2f7d8c5a9e10',
};

describe('reading Stripe events', () => {
  it('a completed session that is paid is a payment; completed but unpaid (asynchronous) is not yet', () => {
    expect(interpretStripeEvent(stripeEvent('checkout.session.completed', checkoutSessionObject(ref, 'paid')))).toMatchObject({
      kind: 'checkout-session',
      stripeSessionId: 'cs_test_a',
      paymentIntentId: 'pi_test_a',
      amount: 1000,
      currency: 'usd',
      fact: { kind: 'paid' },
    });
    expect(interpretStripeEvent(stripeEvent('checkout.session.completed', checkoutSessionObject(ref, 'unpaid')))).toMatchObject({ fact: null });
    expect(interpretStripeEvent(stripeEvent('checkout.session.async_payment_succeeded', checkoutSessionObject(ref, 'paid')))).toMatchObject({
      fact: { kind: 'paid' },
    });
    expect(interpretStripeEvent(stripeEvent('checkout.session.async_payment_failed', checkoutSessionObject(ref, 'unpaid')))).toMatchObject({
      fact: { kind: 'failed' },
      failureReason: 'async_payment_failed',
    });
  });

  it('reads expiry, failures with their reason and our checkout id, refunds (partial or full) and disputes', () => {
    expect(interpretStripeEvent(stripeEvent('checkout.session.expired', checkoutSessionObject(ref, 'unpaid', 'expired')))).toEqual({
      kind: 'checkout-expired',
      stripeSessionId: 'cs_test_a',
    });
    expect(interpretStripeEvent(stripeEvent('payment_intent.payment_failed', paymentIntentFailedObject(ref)))).toMatchObject({
      kind: 'payment-fact',
      paymentIntentId: 'pi_test_a',
      paymentSessionId: ref.paymentSessionId,
      failureReason: 'card_declined',
    });
    expect(interpretStripeEvent(stripeEvent('charge.refunded', chargeRefundedObject(ref, 400)))).toMatchObject({
      fact: { kind: 'refund', amountRefunded: 400, full: false },
    });
    expect(interpretStripeEvent(stripeEvent('charge.refunded', chargeRefundedObject(ref, 1000)))).toMatchObject({
      fact: { kind: 'refund', amountRefunded: 1000, full: true },
    });
    expect(interpretStripeEvent(stripeEvent('charge.dispute.created', disputeObject(ref, 'needs_response')))).toMatchObject({
      fact: { kind: 'dispute', status: 'open' },
    });
    expect(interpretStripeEvent(stripeEvent('charge.dispute.closed', disputeObject(ref, 'lost')))).toMatchObject({ fact: { kind: 'dispute', status: 'lost' } });
    expect(interpretStripeEvent(stripeEvent('charge.dispute.closed', disputeObject(ref, 'won')))).toMatchObject({ fact: { kind: 'dispute', status: 'won' } });
  });

  it('ignores events it does not handle and objects without the ids it needs', () => {
    expect(interpretStripeEvent(stripeEvent('customer.created', { id: 'cus_1' }))).toMatchObject({ kind: 'ignored' });
    expect(interpretStripeEvent(stripeEvent('charge.refunded', { id: 'ch_1', payment_intent: null }))).toMatchObject({ kind: 'ignored' });
  });
});
