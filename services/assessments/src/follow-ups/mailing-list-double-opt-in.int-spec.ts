import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_MESSAGES, JobName, MAILING_LIST_CONSENT_TEXT, MAILING_LIST_CONFIRM_MESSAGES, QueueName, CONFIRM_TOKEN_PATTERN } from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import {
  TEST_REDIS_URL,
  TestStack,
  joinMailingList,
  mailHeader,
  mailPart,
  mailingListLinkPattern,
  nthMailTo,
  postJson,
  signedInAccount,
  waitFor,
} from '@lifewheel/testing';

const PUBLIC_URL = 'https://wheel.example.test';
const ADMIN_EMAIL = 'list.admin@example.test';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Issue 24: a signup subscribes nobody until the owner of the address confirms on our page.
describe('mailing-list double opt-in (gateway, assessments, identity, worker over SMTP)', () => {
  const smtp = new SmtpStandIn();
  const secretsSeen = new Set<string>();
  let stack: TestStack;
  let queues: JobQueues;
  let url: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({
      processes: ['gateway', 'identity', 'assessments', 'worker'],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', SMTP_URL: smtpUrl, ADMIN_EMAILS: ADMIN_EMAIL },
      envFor: { assessments: { PUBLIC_URL } },
    });
    url = stack.gatewayUrl;
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
    await smtp.stop();
  });

  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    postJson(`${url}/api/follow-ups`, { kind: 'mailing-list', email, consent: true, ...extra });
  const confirm = (body: unknown) => postJson(`${url}/api/mailing-list/confirm`, body);
  const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
  const subscriber = async (email: string) =>
    (
      await stack.db.query<{ language: string; consent_text: string; consented_at: Date; confirmed_at: Date | null; unsubscribed_at: Date | null }>(
        'select language, consent_text, consented_at, confirmed_at, unsubscribed_at from assessments.mailing_list_subscribers where email = $1',
        [email],
      )
    )[0];
  const confirmation = async (email: string) =>
    (
      await stack.db.query<{ token_hash: string; expires_at: Date; used_at: Date | null; emailed_at: Date }>(
        'select token_hash, expires_at, used_at, emailed_at from assessments.mailing_list_confirmations where email = $1',
        [email],
      )
    )[0];
  /** As if the last confirmation email to the address went out longer ago than the per-address limit. */
  const ageLastEmail = (email: string) =>
    stack.db.query(`update assessments.mailing_list_confirmations set emailed_at = emailed_at - interval '61 minutes' where email = $1`, [email]);
  /** Every email job is queued before the answer: once the queue is empty, what arrived is all there is. */
  const emailQueueSettled = () =>
    waitFor(
      async () =>
        Object.values(await queues.queue(QueueName.Email).getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed')).every((n) => n === 0),
      { what: 'the email queue to settle' },
    );
  const confirmTokenIn = (mail: { raw: string }, language = '') => {
    const token = mailingListLinkPattern(PUBLIC_URL, 'mailing-list/confirm', language).exec(mailPart(mail.raw, 'text/plain'))?.[1];
    expect(token, 'the confirmation email holds the confirm page link').toMatch(CONFIRM_TOKEN_PATTERN);
    secretsSeen.add(token!);
    return token!;
  };

  it('emails a confirm link and subscribes nobody; opening the page changes nothing; the button (POST) subscribes with consent, then welcomes', async () => {
    const email = 'opt.in@example.com';
    secretsSeen.add(email);
    // Stopped, so the confirmation job waits in Redis where it can be read.
    const worker = stack.one('worker');
    expect(await worker.stop('SIGTERM')).toBe(0);
    const signup = await signUp(' Opt.In@Example.com ', { language: 'ar' });
    expect(signup.status).toBe(202);
    expect(signup.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), kind: 'mailing-list', status: 'pending-confirmation' });
    const [job] = await queues.queue(QueueName.Email).getJobs(['waiting']);
    expect(job?.name).toBe(JobName.SendMailingListConfirmEmail);
    expect(job!.data.payload).toMatchObject({ language: 'ar', siteUrl: PUBLIC_URL, validDays: 7 });
    const stored = JSON.stringify(await (await queues.queue(QueueName.Email).backend.client).hgetall(queues.queue(QueueName.Email).toKey(job!.id!)));
    expect(stored.toLowerCase()).not.toContain('opt.in');
    expect(stored).not.toContain('mailing-list/confirm');
    await worker.start();

    expect(await subscriber(email)).toBeUndefined();
    const mail = await nthMailTo(smtp, email, 0);
    expect(mailHeader(mail.raw, 'Content-Language')).toBe('ar');
    expect(mailPart(mail.raw, 'text/html')).toContain('<html lang="ar" dir="rtl">');
    expect(mailHeader(mail.raw, 'List-Unsubscribe')).toBeUndefined();
    const token = confirmTokenIn(mail, 'ar');
    expect(stored).not.toContain(token);
    // Only the hash is stored, and the link works for 7 days.
    const pending = await confirmation(email);
    expect(pending!.token_hash).toBe(sha256(token));
    expect(pending!.expires_at.getTime() - pending!.emailed_at.getTime()).toBe(7 * 24 * 60 * 60_000);

    // What a link scanner does: GET the page and the API path. Nobody is subscribed, nothing is sent.
    await fetch(`${url}/ar/mailing-list/confirm/${token}`);
    await fetch(`${url}/api/mailing-list/confirm?token=${token}`);
    await emailQueueSettled();
    expect(await subscriber(email)).toBeUndefined();
    expect((await confirmation(email))!.used_at).toBeNull();
    expect(mailsTo(email)).toHaveLength(1);

    const before = Date.now();
    const confirmed = await confirm({ token, language: 'fr' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ status: 'subscribed' });
    // Consent as of the button press, in the words of the sentence the page showed, in the page's language.
    const row = await subscriber(email);
    expect(row).toMatchObject({ language: 'fr', consent_text: MAILING_LIST_CONSENT_TEXT, unsubscribed_at: null });
    expect(row!.consented_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.confirmed_at).toEqual(row!.consented_at);

    const welcome = await nthMailTo(smtp, email, 1);
    expect(mailHeader(welcome.raw, 'Content-Language')).toBe('fr');
    expect(mailingListLinkPattern(PUBLIC_URL, 'unsubscribe', 'fr').exec(mailPart(welcome.raw, 'text/plain'))).not.toBeNull();
  });

  it('refuses a used, an expired, an unknown and a malformed token with a clear 4xx, and subscribes nobody', async () => {
    const { confirmToken } = await joinMailingList(url, PUBLIC_URL, smtp, 'twice.confirmed@example.com');
    secretsSeen.add(confirmToken);
    const reused = await confirm({ token: confirmToken });
    expect(reused.status).toBe(409);
    expect(reused.json).toMatchObject({ code: 'LINK_USED', message: MAILING_LIST_CONFIRM_MESSAGES.used });

    expect((await signUp('late@example.com')).status).toBe(202);
    const lateToken = confirmTokenIn(await nthMailTo(smtp, 'late@example.com', 0));
    await stack.db.query(`update assessments.mailing_list_confirmations set expires_at = now() - interval '1 second' where email = $1`, ['late@example.com']);
    const expired = await confirm({ token: lateToken });
    expect(expired.status).toBe(410);
    expect(expired.json).toMatchObject({ code: 'LINK_EXPIRED', error: 'Gone', message: MAILING_LIST_CONFIRM_MESSAGES.expired });
    expect(await subscriber('late@example.com')).toBeUndefined();

    const unknown = await confirm({ token: 'U'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'NOT_FOUND', message: MAILING_LIST_CONFIRM_MESSAGES.unknown });

    for (const body of [{ token: 'too-short' }, {}, { token: 12 }, { token: `${'A'.repeat(43)}/` }]) {
      const answer = await confirm(body);
      expect(answer.status).toBe(400);
      expect((answer.json['details'] as { errors: unknown[] }).errors[0]).toEqual({
        field: 'token',
        message: FOLLOW_UP_MESSAGES.confirmLinkInvalid,
        messageKey: 'confirmLinkInvalid',
      });
    }
  });

  it('answers the same whether the address is new, on the list, or unsubscribed; only its owner brings an unsubscribed one back', async () => {
    await joinMailingList(url, PUBLIC_URL, smtp, 'listed@example.com');
    const { unsubscribeToken } = await joinMailingList(url, PUBLIC_URL, smtp, 'gone@example.com');
    secretsSeen.add(unsubscribeToken);
    expect((await postJson(`${url}/api/mailing-list/unsubscribe`, { token: unsubscribeToken })).status).toBe(200);
    const { consented_at: firstConsent } = (await subscriber('gone@example.com'))!;
    await ageLastEmail('listed@example.com');
    await ageLastEmail('gone@example.com');

    const answers = await Promise.all(['fresh@example.com', 'listed@example.com', 'gone@example.com'].map((email) => signUp(email)));
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect({ ...answer.json, id: 'any' }).toEqual({ id: 'any', kind: 'mailing-list', status: 'pending-confirmation' });
      expect(Object.keys(answer.json).sort()).toEqual(['id', 'kind', 'status']);
    }
    expect(new Set(answers.map((answer) => answer.json['id'])).size).toBe(3);
    await emailQueueSettled();
    // The listed address is sent nothing (it is on the list); the other two are asked to confirm.
    expect(mailsTo('listed@example.com')).toHaveLength(2);
    expect(mailsTo('fresh@example.com')).toHaveLength(1);
    const comeback = await nthMailTo(smtp, 'gone@example.com', 2);

    // Signing up is not enough to put the unsubscribed address back: it stays off the list.
    expect((await subscriber('gone@example.com'))!.unsubscribed_at).toBeInstanceOf(Date);
    expect((await confirm({ token: confirmTokenIn(comeback) })).status).toBe(200);
    const back = (await subscriber('gone@example.com'))!;
    expect(back.unsubscribed_at).toBeNull();
    expect(back.consented_at.getTime()).toBeGreaterThan(firstConsent.getTime());
  });

  it('sends one confirmation email per address per hour, however many signups arrive, and only the newest link works', async () => {
    const victim = 'victim@example.com';
    const flood = await Promise.all(Array.from({ length: 8 }, () => signUp(victim)));
    expect(flood.map((answer) => answer.status)).toEqual(Array(8).fill(202));
    expect(new Set(flood.map((answer) => JSON.stringify({ ...answer.json, id: 'any' }))).size).toBe(1);
    await emailQueueSettled();
    expect(mailsTo(victim)).toHaveLength(1);
    const firstToken = confirmTokenIn(mailsTo(victim)[0]!);

    expect((await signUp(victim)).status).toBe(202);
    await emailQueueSettled();
    expect(mailsTo(victim)).toHaveLength(1);

    await ageLastEmail(victim);
    expect((await signUp(victim)).status).toBe(202);
    const secondToken = confirmTokenIn(await nthMailTo(smtp, victim, 1));
    expect(secondToken).not.toBe(firstToken);
    expect((await confirm({ token: firstToken })).status).toBe(404);
    expect((await confirm({ token: secondToken })).status).toBe(200);
  });

  it('lists only confirmed addresses in the admin mailing-list CSV', async () => {
    await joinMailingList(url, PUBLIC_URL, smtp, 'confirmed.csv@example.com');
    expect((await signUp('pending.csv@example.com')).status).toBe(202);
    // A row from before double opt-in: never confirmed by its owner.
    await stack.db.query(
      `insert into assessments.mailing_list_subscribers (id, email, language, consented_at, consent_text, unsubscribe_token_hash)
       values (gen_random_uuid(), 'legacy.csv@example.com', 'en', now(), $1, $2)`,
      [MAILING_LIST_CONSENT_TEXT, sha256('legacy')],
    );
    const admin = await signedInAccount(stack.db, { email: ADMIN_EMAIL });
    const csv = await fetch(`${url}/api/admin/mailing-list/export`, { headers: { cookie: `lw_session=${admin.cookie}` } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('confirmed.csv@example.com');
    expect(text).not.toContain('pending.csv@example.com');
    expect(text).not.toContain('legacy.csv@example.com');
  });

  it('never writes a confirm token or a signup address to a log', () => {
    expect(secretsSeen.size).toBeGreaterThan(5);
    const output = stack.processes.flatMap((process) => process.output).join('\n');
    for (const secret of secretsSeen) expect(output).not.toContain(secret);
    expect(output).not.toContain('victim@example.com');
  });
});
