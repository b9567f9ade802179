import { afterEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { provideStripe } from './stripe.js';

describe('the launcher and Stripe', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });

  it('uses real Stripe when STRIPE_SECRET_KEY is set: no stand-in, nothing overridden', async () => {
    const provided = await provideStripe({ STRIPE_SECRET_KEY: 'sk_live_x' }, 3000, () => undefined);
    expect(provided).toEqual({ env: {} });
  });

  it('without a key, runs the stand-in and gives billing a key, its signing secret and its address, which the SDK can use', async () => {
    const said: string[] = [];
    const provided = await provideStripe({ STRIPE_SECRET_KEY: ' ', STRIPE_STAND_IN_PORT: '0' }, 3000, (line) => said.push(line));
    stops.push(() => provided.started!.stop());
    expect(provided.env['STRIPE_WEBHOOK_SECRET']).toMatch(/^whsec_/);
    expect(said.join('\n')).toContain('Stripe stand-in');
    const base = new URL(provided.env['STRIPE_API_BASE']!);
    const sdk = new Stripe(provided.env['STRIPE_SECRET_KEY']!, { host: base.hostname, port: base.port, protocol: 'http' });
    const session = await sdk.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Lifewheel Premium' } } }],
      success_url: 'http://localhost:3000/premium/payment/return',
      cancel_url: 'http://localhost:3000/premium/payment/return?cancelled=1',
    });
    expect(session).toMatchObject({ amount_total: 1000, currency: 'usd', status: 'open', payment_status: 'unpaid' });
    expect((await sdk.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
  });
});
