import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_MESSAGES, JobName, MAILING_LIST_CONSENT_TEXT, QueueName, UNSUBSCRIBE_TOKEN_PATTERN } from '@lifewheel/contracts';
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
  postJson,
  waitFor,
} from '@lifewheel/testing';

// Deliberately not the gateway's own address, and with a trailing slash: links must come from the
// assessments service's PUBLIC_URL, normalised.
const PUBLIC_URL = 'https://wheel.example.test';
/** The unsubscribe page link in a welcome email's text: under the subscriber's language, English unprefixed. */
const unsubscribeLink = (language = '') => mailingListLinkPattern(PUBLIC_URL, 'unsubscribe', language);

describe('"What\'s Next" follow-ups and the mailing list (gateway, assessments, worker over SMTP)', () => {
  const smtp = new SmtpStandIn();
  const tokensSeen = new Set<string>();
  let stack: TestStack;
  let queues: JobQueues;
  let url: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({
      processes: ['gateway', 'assessments', 'worker'],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', SMTP_URL: smtpUrl, MAIL_FROM: 'Lifewheel <hello@lifewheel.test>' },
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
        unsubscribed_at: Date | null;
        unsubscribe_token_hash: string;
      }>('select * from assessments.mailing_list_subscribers where email = $1', [email])
    )[0];
  const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
  /**
   * Every welcome job is queued before the answer, so once the email queue holds nothing waiting or
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

  it('never writes an unsubscribe token to a log', () => {
    expect(tokensSeen.size).toBeGreaterThan(5);
    const output = stack.processes.flatMap((process) => process.output).join('\n');
    for (const token of tokensSeen) expect(output).not.toContain(token);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const docs = (await (await fetch(`${url}/api/docs`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(docs.paths['/api/follow-ups'] ?? {})).toEqual(['post']);
    expect(Object.keys(docs.paths['/api/mailing-list/unsubscribe'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(docs.paths['/api/mailing-list/confirm'] ?? {})).toEqual(['post']);
  });
});
