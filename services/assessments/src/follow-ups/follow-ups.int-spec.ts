import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRM_TOKEN_PATTERN,
  FOLLOW_UP_MESSAGES,
  JobName,
  MAILING_LIST_CONFIRM_MESSAGES,
  MAILING_LIST_CONSENT_TEXT,
  QueueName,
  UNSUBSCRIBE_TOKEN_PATTERN,
} from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { SmtpStandIn, type CapturedMail } from '@lifewheel/tools/stand-ins';
import {
  TEST_REDIS_URL,
  TestStack,
  defaultAssessmentBody,
  joinMailingList,
  mailHeader,
  mailPart,
  mailingListLinkPattern,
  nthMailTo,
  postJson,
  signedInAccount,
  waitFor,
} from '@lifewheel/testing';

// Deliberately not the gateway's own address, and with a trailing slash: links must come from the
// assessments service's PUBLIC_URL, normalised.
const PUBLIC_URL = 'https://wheel.example.test';
const ADMIN_EMAIL = 'list.admin@example.test';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The unsubscribe page link in a welcome email's text: under the subscriber's language, English unprefixed. */
const unsubscribeLink = (language = '') => mailingListLinkPattern(PUBLIC_URL, 'unsubscribe', language);

describe('"What\'s Next" follow-ups and the mailing list with double opt-in (gateway, identity, assessments, worker over SMTP)', () => {
  const smtp = new SmtpStandIn();
  const tokensSeen = new Set<string>();
  let stack: TestStack;
  let queues: JobQueues;
  let url: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({
      processes: ['gateway', 'identity', 'assessments', 'worker'],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', SMTP_URL: smtpUrl, MAIL_FROM: 'Lifewheel <hello@lifewheel.test>', ADMIN_EMAILS: ADMIN_EMAIL },
      envFor: { assessments: { PUBLIC_URL: `${PUBLIC_URL}/` } },
    });
    url = stack.gatewayUrl;
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
    await smtp.stop();
  });

  const followUp = (body: unknown, headers: Record<string, string> = {}) => postJson(`${url}/api/follow-ups`, body, headers);
  const unsubscribe = (body: unknown) => postJson(`${url}/api/mailing-list/unsubscribe`, body);
  const subscriber = async (email: string) =>
    (
      await stack.db.query<{
        id: string;
        email: string;
        language: string;
        consent_text: string;
        consented_at: Date;
        confirmed_at: Date | null;
        unsubscribed_at: Date | null;
        unsubscribe_token_hash: string;
      }>('select * from assessments.mailing_list_subscribers where email = $1', [email])
    )[0];
  const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
  /**
   * Every email job is queued before the answer, so once the email queue holds nothing waiting or
   * running, every email those requests could cause has been sent: what arrived is all there is.
   */
  const emailQueueSettled = () =>
    waitFor(
      async () => {
        const counts = await queues.queue(QueueName.Email).getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed');
        return Object.values(counts).every((count) => count === 0);
      },
      { what: 'the email queue to settle' },
    );

  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    postJson(`${url}/api/follow-ups`, { kind: 'mailing-list', email, consent: true, ...extra });
  const confirm = (body: unknown) => postJson(`${url}/api/mailing-list/confirm`, body);
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
  const confirmTokenIn = (mail: { raw: string }, language = '') => {
    const token = mailingListLinkPattern(PUBLIC_URL, 'mailing-list/confirm', language).exec(mailPart(mail.raw, 'text/plain'))?.[1];
    expect(token, 'the confirmation email holds the confirm page link').toMatch(CONFIRM_TOKEN_PATTERN);
    tokensSeen.add(token!);
    return token!;
  };

  /** Subscribes an address (signup, then the owner's confirmation) and reads the token of the unsubscribe link in its welcome email. */
  async function subscribeAndReadToken(email: string): Promise<{ token: string; mail: CapturedMail }> {
    const { unsubscribeToken: token, welcome: mail } = await joinMailingList(url, PUBLIC_URL, smtp, email);
    tokensSeen.add(token);
    return { token, mail: mail as CapturedMail };
  }

  it('stores each kind of form, with the assessment it came from as an id, never as its token', async () => {
    const assessment = await postJson(`${url}/api/assessments`, defaultAssessmentBody(2));
    const assessmentToken = String(assessment.json['token']);
    const [{ id: assessmentId }] = (await stack.db.query<{ id: string }>('select id from assessments.assessments where token = $1', [assessmentToken])) as [
      { id: string },
    ];

    const question = await followUp({
      kind: 'life-question',
      question: '  How do I make time for friends?  ',
      email: ' Ana@Example.COM ',
      assessmentToken,
      language: 'de',
    });
    const team = await followUp({ kind: 'success-team', name: 'Ben', email: 'Ben@Example.com', goal: 'Run 10 km', assessmentToken });
    const feedback = await followUp({ kind: 'pro-tools-feedback', message: 'The values exercise helped me a lot.', email: '' });
    for (const [answer, kind] of [
      [question, 'life-question'],
      [team, 'success-team'],
      [feedback, 'pro-tools-feedback'],
    ] as const) {
      expect(answer.status).toBe(201);
      expect(answer.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), kind, status: 'received' });
    }

    const rows = await stack.db.query<{ id: string; kind: string; payload: unknown; email: string | null; assessment_id: string | null; language: string }>(
      'select id, kind, payload, email, assessment_id, language from assessments.follow_ups where id = any($1) order by created_at',
      [[question.json['id'], team.json['id'], feedback.json['id']]],
    );
    expect(rows).toEqual([
      {
        id: question.json['id'],
        kind: 'life-question',
        payload: { question: 'How do I make time for friends?' },
        email: 'ana@example.com',
        assessment_id: assessmentId,
        language: 'de',
      },
      {
        id: team.json['id'],
        kind: 'success-team',
        payload: { name: 'Ben', goal: 'Run 10 km' },
        email: 'ben@example.com',
        assessment_id: assessmentId,
        language: 'en',
      },
      {
        id: feedback.json['id'],
        kind: 'pro-tools-feedback',
        payload: { message: 'The values exercise helped me a lot.' },
        email: null,
        assessment_id: null,
        language: 'en',
      },
    ]);
    expect(JSON.stringify(await stack.db.query('select * from assessments.follow_ups'))).not.toContain(assessmentToken);
  });

  it('answers an unknown results token with a 404 and stores nothing', async () => {
    const answer = await followUp({ kind: 'life-question', question: 'Where do I even start?', assessmentToken: 'A'.repeat(32) });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: FOLLOW_UP_MESSAGES.resultsLinkNotFound });
    expect(await stack.db.query("select 1 from assessments.follow_ups where payload->>'question' = 'Where do I even start?'")).toEqual([]);
  });

  it.each([
    ['no consent', { kind: 'mailing-list', email: 'noconsent@example.com' }],
    ['consent "true" as a string', { kind: 'mailing-list', email: 'noconsent@example.com', consent: 'true' }],
    ['consent false', { kind: 'mailing-list', email: 'noconsent@example.com', consent: false }],
  ])('refuses a mailing-list signup with %s, saying what to do', async (_label, body) => {
    const answer = await followUp(body);
    expect(answer.status).toBe(400);
    expect(answer.json['code']).toBe('VALIDATION_FAILED');
    expect((answer.json['details'] as { errors: unknown[] }).errors).toEqual([
      { field: 'consent', message: 'Please tick the box to agree to receive our emails', messageKey: 'consentRequired' },
    ]);
    expect(await subscriber('noconsent@example.com')).toBeUndefined();
  });

  it('refuses invalid forms with the contract messages and their keys', async () => {
    const answer = await followUp({ kind: 'success-team', name: '', email: 'not-an-address' });
    expect(answer.status).toBe(400);
    expect((answer.json['details'] as { errors: { field: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: FOLLOW_UP_MESSAGES.nameRequired, messageKey: 'nameRequired' },
        { field: 'email', message: FOLLOW_UP_MESSAGES.emailInvalid, messageKey: 'emailInvalid' },
      ]),
    );
    const unknownKind = await followUp({ kind: 'newsletter' });
    expect(unknownKind.json).toMatchObject({ code: 'VALIDATION_FAILED', message: `kind: ${FOLLOW_UP_MESSAGES.kindUnknown}` });
    expect((unknownKind.json['details'] as { errors: unknown[] }).errors).toEqual([
      { field: 'kind', message: FOLLOW_UP_MESSAGES.kindUnknown, messageKey: 'kindUnknown' },
    ]);
  });

  it("sends the welcome email, after confirmation, in the subscriber's language with a working unsubscribe link and one-click headers", async () => {
    const signup = await followUp({ kind: 'mailing-list', email: ' Welcome.Me@Example.com ', consent: true, language: 'fr' });
    expect(signup.status).toBe(202);
    const confirmMail = await waitFor(() => mailsTo('welcome.me@example.com')[0], { what: 'the confirmation email' });
    const confirmToken = mailingListLinkPattern(PUBLIC_URL, 'mailing-list/confirm', 'fr').exec(mailPart(confirmMail.raw, 'text/plain'))?.[1];
    expect(confirmToken).toBeDefined();
    // Stopped, so the welcome job waits in Redis where it can be read.
    const worker = stack.one('worker');
    expect(await worker.stop('SIGTERM')).toBe(0);
    expect((await postJson(`${url}/api/mailing-list/confirm`, { token: confirmToken, language: 'fr' })).status).toBe(200);
    const row = await subscriber('welcome.me@example.com');
    const [job] = await queues.queue(QueueName.Email).getJobs(['waiting']);
    expect(job?.name).toBe(JobName.SendWelcomeEmail);
    const stored = JSON.stringify(await (await queues.queue(QueueName.Email).backend.client).hgetall(queues.queue(QueueName.Email).toKey(job!.id!)));
    expect(job!.data.payload).toMatchObject({ subscriberId: row!.id, language: 'fr', siteUrl: PUBLIC_URL });
    expect(stored.toLowerCase()).not.toContain('welcome.me');
    expect(stored).not.toContain('unsubscribe');
    await worker.start();

    expect(row).toMatchObject({ language: 'fr', consent_text: MAILING_LIST_CONSENT_TEXT, unsubscribed_at: null });
    expect(row!.consented_at).toBeInstanceOf(Date);

    const mail = await waitFor(() => mailsTo('welcome.me@example.com')[1], { what: 'the welcome email' });
    const text = mailPart(mail.raw, 'text/plain');
    const token = unsubscribeLink('fr').exec(text)?.[1];
    expect(token).toMatch(UNSUBSCRIBE_TOKEN_PATTERN);
    tokensSeen.add(token!);
    expect(stored).not.toContain(token);
    // Only the hash is stored; the token itself is in the email alone.
    expect(row!.unsubscribe_token_hash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(mailHeader(mail.raw, 'List-Unsubscribe')).toBe(`<${PUBLIC_URL}/api/mailing-list/unsubscribe?token=${token}>`);
    expect(mailHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mailHeader(mail.raw, 'Content-Language')).toBe('fr');
    expect(text).toContain('Merci de votre inscription');
    expect(mailPart(mail.raw, 'text/html')).toContain('<html lang="fr" dir="ltr">');

    // The link's token, POSTed as the /unsubscribe/{token} page does, unsubscribes.
    const first = await unsubscribe({ token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ status: 'unsubscribed' });
    const unsubscribedAt = (await subscriber('welcome.me@example.com'))!.unsubscribed_at;
    expect(unsubscribedAt).toBeInstanceOf(Date);

    const again = await unsubscribe({ token });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: 'unsubscribed' });
    expect((await subscriber('welcome.me@example.com'))!.unsubscribed_at).toEqual(unsubscribedAt);
  });

  it('changes nothing on a GET of the one-click URL (mail scanners follow links) and sends a browser to the confirmation page', async () => {
    const { token } = await subscribeAndReadToken('scanned@example.com');
    const answer = await fetch(`${url}/api/mailing-list/unsubscribe?token=${token}`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/unsubscribe/${token}`);
    expect((await subscriber('scanned@example.com'))!.unsubscribed_at).toBeNull();

    const malformed = await fetch(`${url}/api/mailing-list/unsubscribe?token=abc`, { redirect: 'manual' });
    expect(malformed.status).toBe(400);
  });

  it.each([
    [
      'an urlencoded form',
      (body: RequestInit) => ({ ...body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
      'oneclick.form@example.com',
    ],
    [
      'a multipart form',
      (body: RequestInit) => {
        const form = new FormData();
        form.set('List-Unsubscribe', 'One-Click');
        return { ...body, body: form };
      },
      'oneclick.multipart@example.com',
    ],
    ['no body at all', (body: RequestInit) => body, 'oneclick.empty@example.com'],
  ])('unsubscribes with the RFC 8058 one-click POST sending %s', async (_label, withBody, email) => {
    const { token, mail } = await subscribeAndReadToken(email);
    const oneClickUrl = /^<(.+)>$/.exec(mailHeader(mail.raw, 'List-Unsubscribe') ?? '')![1]!;
    // The mail app POSTs to exactly the header's URL; here it is reached through this stack's gateway.
    const answer = await fetch(oneClickUrl.replace(PUBLIC_URL, url), withBody({ method: 'POST' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'unsubscribed' });
    expect((await subscriber(email))!.unsubscribed_at).toBeInstanceOf(Date);
    expect(oneClickUrl).toBe(`${PUBLIC_URL}/api/mailing-list/unsubscribe?token=${token}`);
  });

  it('keeps the exception narrow: other bodies, and form bodies elsewhere, are still refused', async () => {
    const token = 'U'.repeat(43);
    const text = await fetch(`${url}/api/mailing-list/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    const elsewhere = await fetch(`${url}/api/follow-ups`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
      body: 'kind=life-question',
    });
    expect(elsewhere.status).toBe(415);
    const huge = await fetch(`${url}/api/mailing-list/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `List-Unsubscribe=One-Click&padding=${'x'.repeat(4096)}`,
    });
    expect(huge.status).toBe(413);
  });

  it('answers an unknown token exactly like a known one, and a malformed or missing one with 400', async () => {
    const unknown = await unsubscribe({ token: 'U'.repeat(43) });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ status: 'unsubscribed' });

    for (const body of [{ token: 'too-short' }, {}, { token: 12 }]) {
      const answer = await unsubscribe(body);
      expect(answer.status).toBe(400);
      expect(answer.json['code']).toBe('VALIDATION_FAILED');
      expect((answer.json['details'] as { errors: unknown[] }).errors[0]).toEqual({
        field: 'token',
        message: FOLLOW_UP_MESSAGES.unsubscribeLinkInvalid,
        messageKey: 'unsubscribeLinkInvalid',
      });
    }
  });

  it('lets an unsubscribed address join again by confirming again, with a new link, and the old link dead', async () => {
    const { token: oldToken } = await subscribeAndReadToken('comeback@example.com');
    expect((await unsubscribe({ token: oldToken })).status).toBe(200);

    const withoutConsent = await followUp({ kind: 'mailing-list', email: 'comeback@example.com' });
    expect(withoutConsent.status).toBe(400);
    expect((await subscriber('comeback@example.com'))!.unsubscribed_at).toBeInstanceOf(Date);
    // A new confirmation email may go out only an hour after the last one.
    await stack.db.query(`update assessments.mailing_list_confirmations set emailed_at = emailed_at - interval '2 hours' where email = $1`, [
      'comeback@example.com',
    ]);

    const { token: newToken } = await subscribeAndReadToken('comeback@example.com');
    expect(newToken).not.toBe(oldToken);
    const row = await subscriber('comeback@example.com');
    expect(row!.unsubscribed_at).toBeNull();
    expect(row!.unsubscribe_token_hash).toBe(createHash('sha256').update(newToken).digest('hex'));

    // The old email's link no longer reaches the new subscription.
    expect((await unsubscribe({ token: oldToken })).status).toBe(200);
    expect((await subscriber('comeback@example.com'))!.unsubscribed_at).toBeNull();
    expect((await unsubscribe({ token: newToken })).status).toBe(200);
    expect((await subscriber('comeback@example.com'))!.unsubscribed_at).toBeInstanceOf(Date);
  });

  it('stores one row and sends one email for a request retried with the same Idempotency-Key', async () => {
    const body = { kind: 'life-question', question: 'Is it normal to feel stuck at work?' };
    const headers = { 'Idempotency-Key': `retry-${stack.redisPrefix}` };
    const first = await followUp(body, headers);
    const retry = await followUp(body, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(await stack.db.query("select id from assessments.follow_ups where payload->>'question' = $1", [body.question])).toEqual([{ id: first.json['id'] }]);

    const reused = await followUp({ ...body, question: 'A different question this time' }, headers);
    expect(reused.status).toBe(422);

    const signup = { kind: 'mailing-list', email: 'retry@example.com', consent: true };
    const signupHeaders = { 'Idempotency-Key': `signup-${stack.redisPrefix}` };
    const pending = await followUp(signup, signupHeaders);
    const retried = await followUp(signup, signupHeaders);
    expect(pending.json['status']).toBe('pending-confirmation');
    expect(retried.json).toEqual(pending.json);
    await waitFor(() => mailsTo('retry@example.com').length > 0, { what: 'the confirmation email' });
    await emailQueueSettled();
    expect(mailsTo('retry@example.com')).toHaveLength(1);
  });

  // Issue 24: a mailing-list signup subscribes nobody until the owner of the address confirms on our page.
  it('emails a confirm link and subscribes nobody; opening the page changes nothing; the button (POST) subscribes with consent, then welcomes', async () => {
    const email = 'opt.in@example.com';
    tokensSeen.add(email);
    // Stopped, so the confirmation job waits in Redis where it can be read.
    const worker = stack.one('worker');
    expect(await worker.stop('SIGTERM')).toBe(0);
    const signup = await signUp(' Opt.In@Example.com ', { language: 'ar' });
    expect(signup.status).toBe(202);
    expect(signup.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), kind: 'mailing-list', status: 'pending-confirmation' });
    const [job] = await queues.queue(QueueName.Email).getJobs(['waiting']);
    expect(job?.name).toBe(JobName.SendMailingListConfirmEmail);
    expect(job!.data.payload).toMatchObject({ language: 'ar', validDays: 7 });
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
    tokensSeen.add(confirmToken);
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
    tokensSeen.add(unsubscribeToken);
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

  it('never writes an unsubscribe or confirm token, or a signup address, to a log', () => {
    expect(tokensSeen.size).toBeGreaterThan(10);
    const output = stack.processes.flatMap((process) => process.output).join('\n');
    for (const token of tokensSeen) expect(output).not.toContain(token);
    expect(output).not.toContain('victim@example.com');
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const docs = (await (await fetch(`${url}/api/docs`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(docs.paths['/api/follow-ups'] ?? {})).toEqual(['post']);
    expect(Object.keys(docs.paths['/api/mailing-list/unsubscribe'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(docs.paths['/api/mailing-list/confirm'] ?? {})).toEqual(['post']);
  });
});
