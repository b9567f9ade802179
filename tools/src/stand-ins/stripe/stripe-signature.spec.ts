import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { parseStripeForm } from './form-body.js';
import { stripeSignatureHeader } from './stripe-signature.js';

const stripe = new Stripe('sk_test_unused');
const secret = 'whsec_test_secret';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });

describe('the stand-in signs webhooks as Stripe does', () => {
  it('its header verifies with the SDK and equals the SDK test header for the same time', () => {
    const header = stripeSignatureHeader(payload, secret);
    expect(stripe.webhooks.constructEvent(payload, header, secret).id).toBe('evt_1');
    const timestamp = 1_700_000_000;
    expect(stripeSignatureHeader(payload, secret, timestamp)).toBe(stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }));
  });

  it('a changed body or another secret does not verify', () => {
    const header = stripeSignatureHeader(payload, secret);
    expect(() => stripe.webhooks.constructEvent(payload.replace('evt_1', 'evt_2'), header, secret)).toThrow();
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
  });
});

describe('the stand-in reads the SDK form bodies', () => {
  it('nests bracketed keys', () => {
    const body = new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1000',
      'metadata[payment_session_id]': 'abc',
    }).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: { '0': { quantity: '1', price_data: { currency: 'usd', unit_amount: '1000' } } },
      metadata: { payment_session_id: 'abc' },
    });
  });
});
