import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { JobName, type CheckoutStatusResult } from '@lifewheel/contracts';
import { StripeStandIn } from '@lifewheel/tools/stand-ins';
import {
  TestStack,
  chargeRefundedObject,
  checkoutSessionObject,
  disputeObject,
  newPaymentIntentId,
  paymentIntentFailedObject,
  postJson,
  signedInAccount,
  stripeEvent,
  waitFor,
  type CheckoutRef,
} from '@lifewheel/testing';

describe('billing: checkout, Stripe webhooks, payments and the premium outbox (gateway, billing, identity)', () => {
  const standIn = new StripeStandIn({ retryDelayMs: 200 });
  // Only for its webhook signing helper; it never sends a request.
  const sdk = new Stripe('sk_test_unused');
  let stack: TestStack;
  let url: string;
  let counter = 0;

  beforeAll(async () => {
    await standIn.start();
    stack = await TestStack.start({
      processes: ['gateway', 'billing', 'identity'],
      stripe: standIn,
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', BILLING_POLL_MS: '200' },
    });
    url = stack.gatewayUrl;
  });
  afterAll(async () => {
    await stack?.stop();
    await standIn.stop();
  });

  const checkoutStatus = async (sessionId: string, cookie?: string) =>
    (await (
      await fetch(`${url}/api/billing/checkout/${sessionId}`, cookie ? { headers: { cookie: `lw_session=${cookie}` } } : {})
    ).json()) as CheckoutStatusResult;
  /** The address as anyone but the logged-in buyer sees it: first letter and domain. */
  const masked = (email: string) => `${email[0]}•••${email.slice(email.indexOf('@'))}`;

  const newEmail = () => `buyer${++counter}.${Date.now()}@example.com`;

  /** Starts a checkout through the gateway; the stand-in made the Stripe session. */
  async function startCheckout(email = newEmail()): Promise<CheckoutRef & { url: string }> {
    const answer = await postJson(`${url}/api/billing/checkout`, { email });
    expect(answer.status, answer.text).toBe(201);
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === answer.json['url']);
    expect(session).toBeDefined();
    return {
      stripeSessionId: session!.id,
      paymentIntentId: newPaymentIntentId(),
      amount: 1000,
      currency: 'usd',
      email,
      paymentSessionId: String(answer.json['sessionId']),
      url: String(answer.json['url']),
    };
  }

  function signedPost(event: object, { secret = standIn.webhookSecret, change }: { secret?: string; change?: (payload: string) => string } = {}) {
    const payload = JSON.stringify(event, null, 2);
    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(`${url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: change ? change(payload) : payload,
    });
  }

  async function deliver(...events: { id: string }[]): Promise<void> {
    for (const event of events) expect((await signedPost(event)).status).toBe(200);
    await processed(events.map((event) => event.id));
  }

  const processed = (eventIds: string[]) =>
    waitFor(
      async () => {
        const rows = await stack.db.query<{ n: string }>(
          'select count(*) as n from billing.webhook_inbox where event_id = any($1) and processed_at is not null',
          [eventIds],
        );
        return Number(rows[0]!.n) === eventIds.length;
      },
      { what: `events ${eventIds.join(', ')} to be processed` },
    );

  const paymentOf = async (paymentIntentId: string) =>
    (
      await stack.db.query<{ id: string; status: string; premium_granted: boolean; amount_refunded: number; user_email: string | null }>(
        'select * from billing.payments where stripe_payment_intent_id = $1',
        [paymentIntentId],
      )
    )[0];

  const outboxOf = async (paymentIntentId: string) =>
    stack.db.query<{ job_name: string; payload: Record<string, unknown>; sent_at: Date | null }>(
      `select o.job_name, o.payload, o.sent_at from billing.outbox o join billing.payments p on o.payload->>'paymentId' = p.id::text
        where p.stripe_payment_intent_id = $1 order by o.id`,
      [paymentIntentId],
    );

  const userOf = async (email: string) =>
    (await stack.db.query<{ id: string; is_premium: boolean; premium_version: string }>('select * from identity.users where email = $1', [email]))[0];

  /** Waits until identity has applied every premium event billing wrote for this payment. */
  async function identitySettled(ref: CheckoutRef): Promise<boolean | undefined> {
    await waitFor(
      async () => {
        const outbox = await outboxOf(ref.paymentIntentId);
        if (outbox.some((row) => row.sent_at === null)) return false;
        const applied = await stack.db.query<{ n: string }>('select count(*) as n from identity.premium_events where event_id = any($1)', [
          outbox.map((row) => row.payload['eventId']),
        ]);
        return Number(applied[0]!.n) === outbox.length;
      },
      { what: 'identity to apply the premium events' },
    );
    return (await userOf(ref.email))?.is_premium;
  }

  const completed = (ref: CheckoutRef, paymentStatus: 'paid' | 'unpaid' = 'paid') =>
    stripeEvent('checkout.session.completed', checkoutSessionObject(ref, paymentStatus));

  it('pays in the stand-in checkout: the payment is recorded, premium granted through the outbox, the status says paid', async () => {
    const ref = await startCheckout();
    const row = (
      await stack.db.query<{ status: string; amount: number; currency: string; email: string; expires_at: Date }>(
        'select * from billing.payment_sessions where id = $1',
        [ref.paymentSessionId],
      )
    )[0]!;
    expect(row).toMatchObject({ status: 'pending', amount: 1000, currency: 'usd', email: ref.email });
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now());

    const page = await fetch(ref.url);
    expect(await page.text()).toContain('$10.00');
    const paid = await fetch(`${ref.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/premium/payment/return?session=${ref.paymentSessionId}`);

    const status = await waitFor(
      async () => {
        const answer = await checkoutStatus(ref.paymentSessionId!);
        return answer.status === 'paid' ? answer : undefined;
      },
      { what: 'the checkout to be paid' },
    );
    expect(status).toMatchObject({ email: masked(ref.email), forAccount: false, amount: 1000, currency: 'usd' });
    const intent = standIn.sessions.get(ref.stripeSessionId)!.payment_intent!;
    expect(await identitySettled({ ...ref, paymentIntentId: intent })).toBe(true);
    expect((await outboxOf(intent)).map((row) => row.job_name)).toEqual([JobName.PremiumGranted]);
    const alerts = await stack.db.query<{ job_name: string }>(`select job_name from billing.outbox where payload->>'paymentSessionId' = $1 order by id`, [
      ref.paymentSessionId,
    ]);
    expect(alerts.map((alert) => alert.job_name)).toEqual([JobName.BillingCheckoutStarted, JobName.PaymentSucceeded]);
  });

  it("opens Stripe Checkout in the page's language: a Japanese checkout asks Stripe for ja and returns under /ja/", async () => {
    const answer = await postJson(`${url}/api/billing/checkout`, { email: newEmail(), language: 'ja' });
    expect(answer.status, answer.text).toBe(201);
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === answer.json['url']);
    expect(session?.locale).toBe('ja');
    expect(new URL(session!.success_url).pathname).toBe('/ja/premium/payment/return');
    const mexican = await postJson(`${url}/api/billing/checkout`, { email: newEmail(), language: 'es-MX' });
    expect([...standIn.sessions.values()].find((candidate) => candidate.url === mexican.json['url'])?.locale).toBe('es-419');
  });

  it('a declined card in the stand-in is a failure that grants nothing; a later Pay in the same checkout grants premium once', async () => {
    const ref = await startCheckout();
    await fetch(`${ref.url}/decline`, { method: 'POST', redirect: 'manual' });
    await waitFor(async () => (await checkoutStatus(ref.paymentSessionId!)).status === 'failed', { what: 'the checkout to fail' });
    const failures = await stack.db.query<{ payload: { reason: string } }>(
      `select payload from billing.outbox where job_name = $1 and payload->>'paymentSessionId' = $2`,
      [JobName.PaymentFailed, ref.paymentSessionId],
    );
    expect(failures.map((row) => row.payload.reason)).toEqual(['card_declined']);
    expect(await userOf(ref.email)).toBeUndefined();
  });

  it('payment_intent.payment_failed marks its checkout failed, reports the reason, and grants nothing', async () => {
    const ref = await startCheckout();
    await deliver(stripeEvent('payment_intent.payment_failed', paymentIntentFailedObject(ref)));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'failed', premium_granted: false });
    expect((await checkoutStatus(ref.paymentSessionId!)).status).toBe('failed');
    const failures = await stack.db.query<{ payload: { reason: string } }>(
      `select payload from billing.outbox where job_name = $1 and payload->>'paymentSessionId' = $2`,
      [JobName.PaymentFailed, ref.paymentSessionId],
    );
    expect(failures.map((row) => row.payload.reason)).toEqual(['card_declined']);
  });

  it('checks the signature over the exact bytes: a wrong secret or a changed body is refused with 400 and nothing is stored', async () => {
    const ref = await startCheckout();
    const event = completed({ ...ref, paymentIntentId: newPaymentIntentId() });
    const wrongSecret = await signedPost(event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.status).toBe(400);
    const changed = await signedPost(event, { change: (payload) => payload.replace('"amount_total": 1000', '"amount_total": 1') });
    expect(changed.status).toBe(400);
    const reformatted = await signedPost(event, { change: (payload) => JSON.stringify(JSON.parse(payload)) });
    expect(reformatted.status).toBe(400);
    const unsigned = await fetch(`${url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await stack.db.query('select * from billing.webhook_inbox where event_id = $1', [event.id])).toEqual([]);
    expect(await paymentOf(String(event.data.object.payment_intent))).toBeUndefined();
  });

  // Found by the hostile-input suite (issue 19): a signed `null` answered 500.
  it('refuses a signed body that is no event the inbox can hold with 400, and stores nothing', async () => {
    const signedText = (payload: string) =>
      fetch(`${url}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: standIn.webhookSecret }) },
        body: payload,
      });
    const before = await stack.db.query('select count(*)::int as n from billing.webhook_inbox');
    const nulId = `evt_nul_${Date.now()}\\u0000`;
    for (const payload of [
      'null',
      '[]',
      '"evt"',
      JSON.stringify({ id: 'evt_no_type' }),
      JSON.stringify({ id: `evt_${'x'.repeat(300)}`, type: 'checkout.session.completed' }),
      `{"id": "${nulId}", "type": "checkout.session.completed"}`,
      JSON.stringify({ id: `evt_surrogate_${Date.now()}`, type: 'checkout.session.completed', data: { object: { note: 'a\ud800' } } }),
    ]) {
      const answer = await signedText(payload);
      expect(answer.status, payload.slice(0, 80)).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    expect(await stack.db.query('select count(*)::int as n from billing.webhook_inbox')).toEqual(before);
  });

  it('the same checkout.session.completed delivered 10 times at once gives one payment row and one grant', async () => {
    const ref = await startCheckout();
    const event = completed(ref);
    const answers = await Promise.all(Array.from({ length: 10 }, () => signedPost(event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    await processed([event.id]);
    expect(await stack.db.query('select id from billing.payments where stripe_payment_intent_id = $1', [ref.paymentIntentId])).toHaveLength(1);
    expect(await identitySettled(ref)).toBe(true);
    expect((await outboxOf(ref.paymentIntentId)).map((row) => row.job_name)).toEqual([JobName.PremiumGranted]);
    // Ten deliveries, one grant reaching identity for this buyer.
    const buyer = await userOf(ref.email);
    expect(await stack.db.query('select granted from identity.premium_events where user_id = $1', [buyer!.id])).toEqual([{ granted: true }]);
  });

  it('an asynchronous payment: completed but unpaid grants nothing; async_payment_succeeded then grants', async () => {
    const ref = await startCheckout();
    await deliver(completed(ref, 'unpaid'));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'pending', premium_granted: false, user_email: ref.email });
    expect(await outboxOf(ref.paymentIntentId)).toEqual([]);
    expect((await checkoutStatus(ref.paymentSessionId!)).status).toBe('pending');
    await deliver(stripeEvent('checkout.session.async_payment_succeeded', checkoutSessionObject(ref, 'paid')));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'paid', premium_granted: true });
    expect(await identitySettled(ref)).toBe(true);
  });

  it('async_payment_succeeded arriving before completed ends paid with one grant', async () => {
    const ref = await startCheckout();
    await deliver(stripeEvent('checkout.session.async_payment_succeeded', checkoutSessionObject(ref, 'paid')), completed(ref, 'unpaid'));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'paid', premium_granted: true });
    expect((await outboxOf(ref.paymentIntentId)).map((row) => row.job_name)).toEqual([JobName.PremiumGranted]);
    expect(await identitySettled(ref)).toBe(true);
  });

  it('an asynchronous payment that fails grants nothing and counts as a failure', async () => {
    const ref = await startCheckout();
    await deliver(completed(ref, 'unpaid'), stripeEvent('checkout.session.async_payment_failed', checkoutSessionObject(ref, 'unpaid')));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'failed', premium_granted: false });
    const failures = await stack.db.query(`select 1 from billing.outbox where job_name = $1 and payload->>'paymentSessionId' = $2`, [
      JobName.PaymentFailed,
      ref.paymentSessionId,
    ]);
    expect(failures).toHaveLength(1);
  });

  it('a refund arriving before the completion still ends refunded, with premium not held', async () => {
    const ref = await startCheckout();
    await deliver(stripeEvent('charge.refunded', chargeRefundedObject(ref, ref.amount)), completed(ref));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'refunded', premium_granted: false });
    expect(await identitySettled(ref)).not.toBe(true);
    // Refunded is final: a late success changes nothing.
    await deliver(stripeEvent('checkout.session.async_payment_succeeded', checkoutSessionObject(ref, 'paid')));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'refunded', premium_granted: false });
  });

  it('a partial refund keeps premium; the rest refunded revokes it', async () => {
    const ref = await startCheckout();
    await deliver(completed(ref), stripeEvent('charge.refunded', chargeRefundedObject(ref, 300)));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'paid', premium_granted: true, amount_refunded: 300 });
    expect(await identitySettled(ref)).toBe(true);
    await deliver(stripeEvent('charge.refunded', chargeRefundedObject(ref, ref.amount)));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'refunded', premium_granted: false, amount_refunded: 1000 });
    expect((await outboxOf(ref.paymentIntentId)).map((row) => row.job_name)).toEqual([JobName.PremiumGranted, JobName.PremiumRevoked]);
    expect(await identitySettled(ref)).toBe(false);
  });

  it('a dispute keeps premium while open and revokes it when lost, even when the outcome arrives first', async () => {
    const ref = await startCheckout();
    await deliver(completed(ref), stripeEvent('charge.dispute.created', disputeObject(ref, 'needs_response')));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'disputed', premium_granted: true });
    await deliver(stripeEvent('charge.dispute.closed', disputeObject(ref, 'lost')));
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'disputed', premium_granted: false });
    expect(await identitySettled(ref)).toBe(false);

    const other = await startCheckout();
    await deliver(
      stripeEvent('charge.dispute.closed', disputeObject(other, 'lost')),
      stripeEvent('charge.dispute.created', disputeObject(other, 'needs_response')),
      completed(other),
    );
    expect(await paymentOf(other.paymentIntentId)).toMatchObject({ status: 'disputed', premium_granted: false });
    expect(await outboxOf(other.paymentIntentId)).toEqual([]);
  });

  it('a dispute won leaves premium in place', async () => {
    const ref = await startCheckout();
    await deliver(
      completed(ref),
      stripeEvent('charge.dispute.created', disputeObject(ref, 'needs_response')),
      stripeEvent('charge.dispute.closed', disputeObject(ref, 'won')),
    );
    expect(await paymentOf(ref.paymentIntentId)).toMatchObject({ status: 'paid', premium_granted: true });
    expect(await identitySettled(ref)).toBe(true);
  });

  it('a paid session of another amount or another currency grants nothing', async () => {
    const cheaper = await startCheckout();
    await deliver(completed({ ...cheaper, amount: 100 }));
    expect(await paymentOf(cheaper.paymentIntentId)).toMatchObject({ premium_granted: false });
    const euros = await startCheckout();
    await deliver(completed({ ...euros, currency: 'eur' }));
    expect(await paymentOf(euros.paymentIntentId)).toMatchObject({ premium_granted: false });
    const unknown = { ...(await startCheckout()), stripeSessionId: 'cs_test_not_ours' };
    await deliver(completed(unknown));
    expect(await paymentOf(unknown.paymentIntentId)).toMatchObject({ premium_granted: false });
    for (const ref of [cheaper, euros, unknown]) expect(await outboxOf(ref.paymentIntentId)).toEqual([]);
    expect((await checkoutStatus(cheaper.paymentSessionId!)).status).toBe('failed');
  });

  it('an expired checkout says so; the refund API of the stand-in revokes a paid one', async () => {
    const ref = await startCheckout();
    await sdkFor().checkout.sessions.expire(ref.stripeSessionId);
    await waitFor(async () => (await checkoutStatus(ref.paymentSessionId!)).status === 'expired', { what: 'the checkout to expire' });

    const paid = await startCheckout();
    standIn.pay(paid.stripeSessionId);
    const intent = standIn.sessions.get(paid.stripeSessionId)!.payment_intent!;
    await waitFor(async () => (await paymentOf(intent))?.premium_granted, { what: 'the grant' });
    await sdkFor().refunds.create({ payment_intent: intent });
    await waitFor(async () => (await paymentOf(intent))?.status === 'refunded', { what: 'the refund' });
    expect(await identitySettled({ ...paid, paymentIntentId: intent })).toBe(false);
  });

  it("shows the buyer's address whole only to the logged-in buyer; anyone with the return link sees it masked", async () => {
    // A logged-in buyer's checkout: theirs whole, masked for a stranger and for another account.
    const buyer = await signedInAccount(stack.db, { email: newEmail() });
    const other = await signedInAccount(stack.db, { email: newEmail() });
    const answer = await postJson(`${url}/api/billing/checkout`, {}, { cookie: `lw_session=${buyer.cookie}` });
    expect(answer.status, answer.text).toBe(201);
    const sessionId = String(answer.json['sessionId']);
    expect(await checkoutStatus(sessionId, buyer.cookie)).toMatchObject({ email: buyer.email, forAccount: true });
    for (const viewer of [undefined, other.cookie]) {
      const seen = await checkoutStatus(sessionId, viewer);
      expect(seen.email).toBe(masked(buyer.email));
      expect(JSON.stringify(seen)).not.toContain(buyer.email.split('@')[0]);
    }

    // A visitor's checkout: masked for the anonymous return page, whole once the address's owner logs in.
    const visitor = await startCheckout();
    expect((await checkoutStatus(visitor.paymentSessionId!)).email).toBe(masked(visitor.email));
    const owner = await signedInAccount(stack.db, { email: visitor.email });
    expect((await checkoutStatus(visitor.paymentSessionId!, owner.cookie)).email).toBe(visitor.email);
    expect((await checkoutStatus(visitor.paymentSessionId!, other.cookie)).email).toBe(masked(visitor.email));
  });

  it('refuses a checkout without a valid email, naming the field', async () => {
    const answer = await postJson(`${url}/api/billing/checkout`, { email: 'not-an-address' });
    expect(answer.status).toBe(400);
    expect(answer.json['message']).toContain('email');
    const missing = await postJson(`${url}/api/billing/checkout`, {});
    expect(missing.status).toBe(400);
  });

  /** The real SDK pointed at the stand-in, as billing uses it. */
  function sdkFor(): Stripe {
    const base = new URL(standIn.url);
    return new Stripe('sk_test_lifewheel_tests', { host: base.hostname, port: base.port, protocol: 'http' });
  }
});
