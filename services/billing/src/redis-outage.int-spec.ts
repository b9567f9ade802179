import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import Stripe from 'stripe';
import { StripeStandIn } from '@lifewheel/tools/stand-ins';
import { PrivateRedis, TestStack, checkoutSessionObject, freePort, newPaymentIntentId, postJson, stripeEvent, waitFor } from '@lifewheel/testing';

describe('billing with Redis stopped between the webhook answer and its processing', () => {
  const standIn = new StripeStandIn({ retryDelayMs: 200 });
  const sdk = new Stripe('sk_test_unused');
  let redis: PrivateRedis;
  let stack: TestStack;

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    await standIn.start();
    stack = await TestStack.start({
      processes: ['gateway', 'billing', 'identity'],
      stripe: standIn,
      env: { REDIS_URL: redis.url, RATE_LIMIT_WRITES_PER_MINUTE: '100000', BILLING_POLL_MS: '200' },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await standIn.stop();
    await redis?.stop();
  });

  it('still grants premium, once, when Redis is back', async () => {
    const email = `outage.${Date.now()}@example.com`;
    const checkout = await postJson(`${stack.gatewayUrl}/api/billing/checkout`, { email });
    expect(checkout.status, checkout.text).toBe(201);
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === checkout.json['url'])!;
    const ref = { stripeSessionId: session.id, paymentIntentId: newPaymentIntentId(), amount: 1000, currency: 'usd', email };
    const event = stripeEvent('checkout.session.completed', checkoutSessionObject(ref, 'paid'));

    // Hold the checkout row, so the event's processing (which locks it) waits until Redis is gone.
    const holder = new pg.Client({ connectionString: stack.db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from billing.payment_sessions where id = $1 for update', [checkout.json['sessionId']]);
      const payload = JSON.stringify(event);
      const answer = await fetch(`${stack.gatewayUrl}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: standIn.webhookSecret }) },
        body: payload,
      });
      expect(answer.status).toBe(200);
      expect(await stack.db.query('select 1 from billing.webhook_inbox where event_id = $1 and processed_at is null', [event.id])).toHaveLength(1);
      await redis.stop();
    } finally {
      await holder.query('rollback');
      await holder.end();
    }

    // Processed without Redis; the grant waits in the outbox and the relay keeps failing.
    await waitFor(
      async () => (await stack.db.query('select 1 from billing.webhook_inbox where event_id = $1 and processed_at is not null', [event.id])).length === 1,
      { what: 'the event to be processed' },
    );
    const waiting = await waitFor(
      async () =>
        (
          await stack.db.query<{ sent_at: Date | null; attempts: number }>(
            `select sent_at, attempts from billing.outbox where job_name = 'identity.premium-granted' and payload->>'email' = $1`,
            [email],
          )
        )[0],
      { what: 'the grant in the outbox' },
    );
    expect(waiting.sent_at).toBeNull();
    await waitFor(
      async () =>
        (
          await stack.db.query<{ attempts: number }>(
            `select attempts from billing.outbox where job_name = 'identity.premium-granted' and payload->>'email' = $1`,
            [email],
          )
        )[0]!.attempts >= 1,
      {
        what: 'a failed relay attempt while Redis is down',
        timeoutMs: 30_000,
      },
    );
    expect((await stack.db.query('select 1 from identity.users where email = $1 and is_premium', [email])).length).toBe(0);

    await redis.start();
    await waitFor(async () => (await stack.db.query('select 1 from identity.users where email = $1 and is_premium', [email])).length === 1, {
      what: 'premium after Redis is back',
      timeoutMs: 60_000,
    });
    expect(await stack.db.query(`select 1 from billing.outbox where job_name = 'identity.premium-granted' and payload->>'email' = $1`, [email])).toHaveLength(
      1,
    );
    expect(await stack.db.query(`select 1 from identity.premium_events e join identity.users u on u.id = e.user_id where u.email = $1`, [email])).toHaveLength(
      1,
    );
  });
});
