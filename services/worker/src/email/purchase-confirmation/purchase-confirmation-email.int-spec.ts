import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpStandIn, StripeStandIn } from '@lifewheel/tools/stand-ins';
import { JobName, QueueName, type PremiumEvent } from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, mailHeader, mailPart, postJson, waitFor } from '@lifewheel/testing';
import { PURCHASE_CONFIRMATION_EMAIL_TEXTS } from './purchase-confirmation-email-texts.js';

// Links in the emails start with identity's PUBLIC_URL.
const PUBLIC_URL = 'https://wheel.example.test';

describe("purchase confirmation: one email per payment, in the buyer's language (gateway, billing, identity, worker, Stripe stand-in)", () => {
  const standIn = new StripeStandIn({ retryDelayMs: 200 });
  const smtp = new SmtpStandIn();
  let stack: TestStack;
  let queues: JobQueues;

  beforeAll(async () => {
    const [, smtpUrl] = await Promise.all([standIn.start(), smtp.start()]);
    stack = await TestStack.start({
      processes: ['gateway', 'billing', 'identity', 'worker'],
      stripe: standIn,
      env: { SMTP_URL: smtpUrl, RATE_LIMIT_WRITES_PER_MINUTE: '100000', BILLING_POLL_MS: '200' },
      envFor: { identity: { PUBLIC_URL: `${PUBLIC_URL}/` } },
    });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
    await Promise.all([standIn.stop(), smtp.stop()]);
  });

  const count = async (query: string) => Number((await stack.db.query<{ n: string }>(query))[0]!.n);
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);
  const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

  it('a paid Japanese checkout whose webhook comes twice sends exactly one email, in Japanese, with the /ja/ dashboard link; the account keeps ja', async () => {
    const email = `kaori.${Date.now()}@example.test`;
    const answer = await postJson(`${stack.gatewayUrl}/api/billing/checkout`, { email, language: 'ja' });
    expect(answer.status, answer.text).toBe(201);
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === answer.json['url'])!;
    expect(session.locale).toBe('ja');

    // Pay on the hosted page; Stripe's completion event then arrives twice (same id), and once more
    // as another event about the same session.
    expect((await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const completed = standIn.deliveries.find((event) => event.type === 'checkout.session.completed')!;
    await waitFor(() => completed.delivered, { what: 'the completion webhook to be answered' });
    standIn.redeliver(completed.id);
    standIn.emit('checkout.session.completed', standIn.sessions.get(session.id)!);
    await waitFor(() => standIn.deliveries.length >= 3 && standIn.deliveries.every((event) => event.delivered), { what: 'every delivery to be answered' });
    await waitFor(async () => (await count('select count(*) as n from billing.webhook_inbox where processed_at is null')) === 0, {
      what: 'billing to process every event',
    });

    const mail = await waitFor(() => mailsTo(email)[0], { what: 'the purchase confirmation' });
    const ja = PURCHASE_CONFIRMATION_EMAIL_TEXTS['ja']!;
    const text = mailPart(mail.raw, 'text/plain');
    expect(mailHeader(mail.raw, 'Content-Language')).toBe('ja');
    expect(text).toContain(ja.bought);
    expect(text).toContain(`${PUBLIC_URL}/ja/premium/dashboard`);
    expect(text).toContain(`${PUBLIC_URL}/ja/login`);
    expect(mailPart(mail.raw, 'text/html')).toContain('<html lang="ja" dir="ltr">');
    expect(mailPart(mail.raw, 'text/html')).toContain(`href="${PUBLIC_URL}/ja/premium/dashboard"`);

    const [user] = await stack.db.query<{ is_premium: boolean; language: string | null }>('select is_premium, language from identity.users where email = $1', [
      email,
    ]);
    expect(user).toEqual({ is_premium: true, language: 'ja' });
    // One grant however often Stripe spoke; and the grant itself delivered again (the outbox relay
    // after a crash) queues the same email job, which the worker does not send twice.
    const grants = await stack.db.query<{ id: string; payload: Omit<PremiumEvent, 'version'> }>(`select id, payload from billing.outbox where job_name = $1`, [
      JobName.PremiumGranted,
    ]);
    expect(grants).toHaveLength(1);
    await queues.enqueue(JobName.PremiumGranted, { ...grants[0]!.payload, version: Number(grants[0]!.id) }, { jobId: 'redelivered-grant' });
    // Done jobs are removed: gone means handled (a failed one would stay and time this out).
    await waitFor(async () => (await queues.queue(QueueName.Identity).getJob('redelivered-grant')) === undefined, {
      what: 'identity to handle the redelivered grant',
    });
    await waitFor(async () => sum(await queues.queue(QueueName.Email).getJobCounts('waiting', 'active', 'delayed', 'prioritized')) === 0, {
      what: 'the email queue to drain',
    });
    expect(mailsTo(email)).toHaveLength(1);
    // It was the worker's per-job marker that held the second one back (the job had been queued again).
    expect(stack.one('worker').output.some((line) => line.includes('Email already sent for this job'))).toBe(true);
    expect(
      stack
        .of('worker')
        .flatMap((worker) => worker.output)
        .join('\n'),
    ).not.toContain(email);
  });
});
