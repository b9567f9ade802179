import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName, RpcPattern, type PremiumEvent } from '@lifewheel/contracts';
import { JobQueues, RemoteError, generatePrincipalKeyPair, principalPrivateKey, quietRpcClient, signPrincipal, type RpcClient } from '@lifewheel/platform';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { OtlpReceiver, TEST_REDIS_URL, TestStack, defaultAssessmentBody, mailHeader, mailPart, waitFor } from '@lifewheel/testing';

// Links in the emails start with identity's PUBLIC_URL; the test reaches the same paths through
// its own gateways.
const PUBLIC_URL = 'https://wheel.example.test';

describe('passwordless login: SMTP email, one-time links, sessions, principals, ownership (two gateways)', () => {
  const smtp = new SmtpStandIn();
  const receiver = new OtlpReceiver();
  /** Every secret the test sees; none may appear in any log line or span. */
  const secrets = new Set<string>();
  let stack: TestStack;
  let gateways: [string, string];
  let rpc: RpcClient;
  let queues: JobQueues;
  let clientSeq = 0;
  /** A client address of its own per test (X-Forwarded-For through one trusted hop), so the per-network counter is the test's own. */
  const newClient = () => `127.0.1.${(clientSeq += 1)}`;

  beforeAll(async () => {
    const [smtpUrl, otlp] = await Promise.all([smtp.start(), receiver.start()]);
    stack = await TestStack.start({
      processes: ['gateway', 'identity', 'assessments', 'worker'],
      replicas: { gateway: 2 },
      env: { SMTP_URL: smtpUrl, OTEL_EXPORTER_OTLP_ENDPOINT: otlp, RATE_LIMIT_WRITES_PER_MINUTE: '100000' },
      envFor: { gateway: { TRUST_PROXY_HOPS: '1' }, identity: { PUBLIC_URL: `${PUBLIC_URL}/`, ADMIN_EMAILS: ' Boss@Example.test , other@example.test' } },
    });
    const [first, second] = stack.of('gateway');
    gateways = [`http://127.0.0.1:${first!.probePort}`, `http://127.0.0.1:${second!.probePort}`];
    rpc = quietRpcClient(TEST_REDIS_URL, stack.redisPrefix);
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await rpc?.close();
    await queues?.close();
    await stack?.stop();
    await Promise.all([smtp.stop(), receiver.stop()]);
  });

  const [gw0] = [() => gateways[0]];

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; client?: string; origin?: string | null; gateway?: string; traceId?: string } = {},
  ) {
    const base = options.gateway ?? gw0();
    const headers: Record<string, string> = { 'x-forwarded-for': options.client ?? '127.0.9.9' };
    if (options.traceId) headers['traceparent'] = `00-${options.traceId}-${randomBytes(8).toString('hex')}-01`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers['cookie'] = `lw_session=${options.cookie}`;
    if (options.origin !== null) headers['origin'] = options.origin ?? base;
    const response = await fetch(`${base}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Record<string, unknown>, headers: response.headers };
  }

  const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

  /** Asks for a link and reads the token from the email that arrives. */
  async function requestLink(email: string, options: { next?: string; language?: string; client?: string; gateway?: string } = {}) {
    const address = email.trim().toLowerCase();
    const before = mailsTo(address).length;
    const answer = await call('POST', '/api/auth/login', {
      body: { email, next: options.next, language: options.language },
      client: options.client ?? newClient(),
      ...(options.gateway ? { gateway: options.gateway } : {}),
    });
    expect(answer.status).toBe(202);
    const linkPattern = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}(/[a-zA-Z-]+)?/login/verify#token=([A-Za-z0-9_-]{43})`);
    // The login email, not another one to the same address (a purchase confirmation may come first).
    const mail = await waitFor(
      () =>
        mailsTo(address)
          .slice(before)
          .find((sent) => linkPattern.test(mailPart(sent.raw, 'text/plain'))),
      {
        what: `the login email to ${address}`,
      },
    );
    const text = mailPart(mail.raw, 'text/plain');
    const link = linkPattern.exec(text);
    expect(link, 'the text part holds the link').not.toBeNull();
    const token = link![2]!;
    secrets.add(token);
    secrets.add(link![0]);
    secrets.add(text.trim());
    return { token, link: link![0], mail, text };
  }

  function sessionCookie(headers: Headers): string | undefined {
    const header = headers.get('set-cookie') ?? '';
    const value = /lw_session=([^;]*)/.exec(header)?.[1];
    if (value) secrets.add(value);
    return value;
  }

  async function logIn(email: string, options: { next?: string; language?: string } = {}) {
    const { token } = await requestLink(email, options);
    const verified = await call('POST', '/api/auth/verify', { body: { token } });
    expect(verified.status).toBe(200);
    return { cookie: sessionCookie(verified.headers)!, verified };
  }

  it("emails a link through SMTP, in the visitor's language, with HTML and plain text, and the same 202 for any address", async () => {
    const { mail, token, link } = await requestLink('  Ana.Login@Example.TEST ', { language: 'de' });
    expect(mail.to).toEqual(['ana.login@example.test']);
    expect(mailHeader(mail.raw, 'Subject')).toMatch(/Anmeldelink|=\?UTF-8\?/i);
    expect(mailHeader(mail.raw, 'Content-Language')).toBe('de');
    expect(mailPart(mail.raw, 'text/html')).toContain(`href="${link}"`);
    expect(link).toBe(`${PUBLIC_URL}/de/login/verify#token=${token}`);
    const refused = await call('POST', '/api/auth/login', { body: { email: 'not an address' }, client: newClient() });
    expect(refused.status).toBe(400);
    // Only the hash is stored.
    const rows = await stack.db.query<{ token_hash: string; email: string; expires_at: Date; created_at: Date }>(
      'select * from identity.login_tokens where email = $1',
      ['ana.login@example.test'],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(15 * 60_000);
  });

  it('remembers the language of the page each login came from on the account, for the emails sent later', async () => {
    const email = 'lang.login@example.test';
    const languageOf = async () =>
      (await stack.db.query<{ language: string | null }>('select language from identity.users where email = $1', [email]))[0]?.language;
    await logIn(email, { language: 'de' });
    expect(await languageOf()).toBe('de');
    await logIn(email, { language: 'ja' });
    expect(await languageOf()).toBe('ja');
  });

  it('GET and HEAD of the link change nothing; the confirmed token logs in once, with an httpOnly Lax cookie', async () => {
    const { token, link } = await requestLink('ben.login@example.test', { next: '/results/some-results' });
    const onGateway = link.replace(PUBLIC_URL, gw0()).replace('#', '?');
    for (const method of ['GET', 'HEAD']) {
      expect((await fetch(onGateway, { method })).status).toBe(200);
      expect((await fetch(link.replace(PUBLIC_URL, gw0()), { method })).status).toBe(200);
    }
    const status = await call('POST', '/api/auth/link-status', { body: { token } });
    expect(status.json).toEqual({ status: 'valid', maskedEmail: 'b...@example.test' });

    expect((await call('POST', '/api/auth/verify', { body: { token }, origin: null })).status).toBe(403);
    expect((await call('POST', '/api/auth/verify', { body: { token }, origin: 'https://evil.example' })).status).toBe(403);

    const verified = await call('POST', '/api/auth/verify', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.json['redirectTo']).toBe('/results/some-results');
    const setCookie = verified.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // 127.0.0.1: browsers drop Secure cookies over http
    expect(Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])).toBeGreaterThan(29 * 24 * 3600);
    const cookie = sessionCookie(verified.headers)!;

    const me = await call('GET', '/api/auth/user', { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'ben.login@example.test', isPremium: false, isAdmin: false });
    // The other gateway replica knows the session too.
    expect((await call('GET', '/api/auth/user', { cookie, gateway: gateways[1] })).json['email']).toBe('ben.login@example.test');

    const again = await call('POST', '/api/auth/verify', { body: { token } });
    expect(again.status).toBe(409);
    expect((await call('POST', '/api/auth/link-status', { body: { token } })).json).toEqual({ status: 'used' });
    expect((await call('GET', '/api/auth/user')).status).toBe(204);
  });

  it('refuses an expired token', async () => {
    const { token } = await requestLink('cleo.login@example.test');
    await stack.db.query(`update identity.login_tokens set expires_at = now() - interval '1 second' where email = $1`, ['cleo.login@example.test']);
    expect((await call('POST', '/api/auth/link-status', { body: { token } })).json).toEqual({ status: 'expired' });
    expect((await call('POST', '/api/auth/verify', { body: { token } })).status).toBe(409);
    expect(await stack.db.query(`select 1 from identity.users where email = $1`, ['cleo.login@example.test'])).toHaveLength(0);
  });

  it('gives exactly one session when the same link is confirmed twice at the same moment', async () => {
    const { token } = await requestLink('dana.login@example.test');
    const answers = await Promise.all([
      call('POST', '/api/auth/verify', { body: { token }, gateway: gateways[0] }),
      call('POST', '/api/auth/verify', { body: { token }, gateway: gateways[1] }),
      call('POST', '/api/auth/verify', { body: { token }, gateway: gateways[0] }),
    ]);
    answers.forEach((answer) => sessionCookie(answer.headers));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const sessions = await stack.db.query('select s.id from identity.sessions s join identity.users u on u.id = s.user_id where u.email = $1', [
      'dana.login@example.test',
    ]);
    expect(sessions).toHaveLength(1);
  });

  it('logs out: the session ends on the server, not only in the browser', async () => {
    const { cookie } = await logIn('eve.login@example.test');
    expect((await call('GET', '/api/auth/user', { cookie })).status).toBe(200);
    const out = await call('POST', '/api/auth/logout', { body: {}, cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/lw_session=;.*Max-Age=0/);
    expect((await call('GET', '/api/auth/user', { cookie })).status).toBe(204);
    const ended = await stack.db.query<{ ended_at: Date | null }>(
      'select s.ended_at from identity.sessions s join identity.users u on u.id = s.user_id where u.email = $1',
      ['eve.login@example.test'],
    );
    expect(ended[0]!.ended_at).toBeInstanceOf(Date);
  });

  it('gives addresses in ADMIN_EMAILS isAdmin, however they are typed', async () => {
    const { cookie } = await logIn('BOSS@example.test');
    expect((await call('GET', '/api/auth/user', { cookie })).json).toMatchObject({ email: 'boss@example.test', isAdmin: true });
  });

  it('limits login emails to 5 per address per client network per hour across both gateways, with a message a person understands', async () => {
    const email = 'flood.login@example.test';
    const client = newClient();
    for (let i = 0; i < 5; i += 1) {
      const answer = await call('POST', '/api/auth/login', { body: { email }, client, gateway: gateways[i % 2] });
      expect(answer.status).toBe(202);
    }
    const refused = await call('POST', '/api/auth/login', { body: { email: ' FLOOD.login@example.test' }, client, gateway: gateways[1] });
    expect(refused.status).toBe(429);
    expect(String(refused.json['message'])).toMatch(/several login links to this address in the last hour/);
    expect(refused.json['code']).toBe('LOGIN_EMAILS_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    await waitFor(() => mailsTo(email).length === 5, { what: 'five emails' });
  });

  it('limits login emails to 60 per client address per hour across both gateways', async () => {
    const client = newClient();
    for (let i = 0; i < 60; i += 1) {
      const answer = await call('POST', '/api/auth/login', { body: { email: `class-${i}@school.example.test` }, client, gateway: gateways[i % 2] });
      expect(answer.status, `request ${i + 1}`).toBe(202);
    }
    const refused = await call('POST', '/api/auth/login', { body: { email: 'class-60@school.example.test' }, client, gateway: gateways[0] });
    expect(refused.status).toBe(429);
    expect(String(refused.json['message'])).toMatch(/from your network/);
    expect(refused.json['code']).toBe('RATE_LIMITED');
    // Another network is not affected.
    expect((await call('POST', '/api/auth/login', { body: { email: 'class-61@school.example.test' }, client: newClient() })).status).toBe(202);
  });

  it('applies premium events by version, idempotently, creating the user by email; a premium login goes to the dashboard', async () => {
    const email = 'buyer.login@example.test';
    const event = (version: number, eventId = randomUUID()): PremiumEvent => ({
      eventId,
      version,
      email: ' Buyer.Login@Example.test',
      paymentId: 'pi_test',
      reason: 'paid',
      occurredAt: new Date().toISOString(),
    });
    const premium = async () =>
      (
        await stack.db.query<{ is_premium: boolean; premium_version: string }>('select is_premium, premium_version from identity.users where email = $1', [
          email,
        ])
      )[0];
    const granted = event(5);
    await queues.enqueue(JobName.PremiumGranted, granted);
    await waitFor(async () => (await premium())?.is_premium === true, { what: 'premium granted' });
    await queues.enqueue(JobName.PremiumRevoked, event(3));
    await waitFor(async () => (await stack.db.query('select 1 from identity.premium_events where version = 3')).length === 1, {
      what: 'the stale event recorded',
    });
    expect(await premium()).toEqual({ is_premium: true, premium_version: '5' });
    await queues.enqueue(JobName.PremiumRevoked, event(7));
    await waitFor(async () => (await premium())?.is_premium === false, { what: 'premium revoked' });
    await queues.enqueue(JobName.PremiumGranted, { ...granted });
    await queues.enqueue(JobName.PremiumGranted, event(6));
    await waitFor(async () => (await stack.db.query('select 1 from identity.premium_events where version = 6')).length === 1, {
      what: 'the second stale event recorded',
    });
    expect(await premium()).toEqual({ is_premium: false, premium_version: '7' });
    expect(await stack.db.query('select 1 from identity.premium_events where event_id = $1', [granted.eventId])).toHaveLength(1);

    await queues.enqueue(JobName.PremiumGranted, event(8));
    await waitFor(async () => (await premium())?.is_premium === true, { what: 'premium granted again' });
    const { verified, cookie } = await logIn(email, { language: 'fr' });
    expect(verified.json['redirectTo']).toBe('/fr/premium/dashboard');
    expect((await call('GET', '/api/auth/user', { cookie })).json).toMatchObject({ email, isPremium: true });
  });

  it('shows premium to a logged-in buyer on every gateway as soon as identity applies it, not when their cached session expires', async () => {
    const email = 'cached.buyer@example.test';
    const { cookie } = await logIn(email);
    // Each gateway resolves the session once and keeps the answer (not premium) for up to 30 s.
    for (const gateway of gateways) expect((await call('GET', '/api/auth/user', { cookie, gateway })).json).toMatchObject({ email, isPremium: false });
    await queues.enqueue(JobName.PremiumGranted, {
      eventId: randomUUID(),
      version: 1,
      email,
      paymentId: 'pi_cached',
      reason: 'paid',
      occurredAt: new Date().toISOString(),
    });
    await waitFor(
      async () => (await stack.db.query<{ is_premium: boolean }>('select is_premium from identity.users where email = $1', [email]))[0]?.is_premium,
      { what: 'premium applied' },
    );
    for (const gateway of gateways) {
      await waitFor(async () => (await call('GET', '/api/auth/user', { cookie, gateway })).json['isPremium'] === true, {
        what: `premium shown by ${gateway}`,
        timeoutMs: 5000,
      });
    }
    // And the principal the services see says so too: the premium area answers.
    expect((await call('GET', '/api/premium/assessments', { cookie })).status).toBe(200);
  });

  it("makes an assessment saved while logged in its owner's, and lets only the creating browser claim an unowned one", async () => {
    const owner = await logIn('owner.login@example.test');
    const mine = await call('POST', '/api/assessments', { body: defaultAssessmentBody(3), cookie: owner.cookie });
    expect(mine.status).toBe(201);
    secrets.add(String(mine.json['token']));
    const ownerId = (await call('GET', '/api/auth/user', { cookie: owner.cookie })).json['id'];
    const ownerOf = async (token: unknown) =>
      (await stack.db.query<{ user_id: string | null }>('select user_id from assessments.assessments where token = $1', [token]))[0]!.user_id;
    expect(await ownerOf(mine.json['token'])).toBe(ownerId);

    // Made anonymously; the results link is then shared.
    const made = await call('POST', '/api/assessments', { body: defaultAssessmentBody(4) });
    const token = String(made.json['token']);
    const creatorSecret = String(made.json['creatorSecret']);
    secrets.add(token);
    secrets.add(creatorSecret);
    expect(await ownerOf(token)).toBeNull();

    // A second browser holding only the results link cannot claim it, logged in or not.
    const other = await logIn('other.login@example.test');
    expect((await call('POST', `/api/assessments/${token}/claim`, { body: {}, cookie: other.cookie })).status).toBe(400);
    expect((await call('POST', `/api/assessments/${token}/claim`, { body: { creatorSecret: 'x'.repeat(43) }, cookie: other.cookie })).status).toBe(403);
    // The creating browser must log in first.
    expect((await call('POST', `/api/assessments/${token}/claim`, { body: { creatorSecret } })).status).toBe(401);
    expect(await ownerOf(token)).toBeNull();

    const claimed = await call('POST', `/api/assessments/${token}/claim`, { body: { creatorSecret }, cookie: owner.cookie });
    expect(claimed.status).toBe(200);
    expect(await ownerOf(token)).toBe(ownerId);
    expect((await call('POST', `/api/assessments/${token}/claim`, { body: { creatorSecret }, cookie: owner.cookie })).status).toBe(200);
    expect((await call('POST', `/api/assessments/${token}/claim`, { body: { creatorSecret }, cookie: other.cookie })).status).toBe(409);
    expect(await ownerOf(token)).toBe(ownerId);
  });

  it('a service refuses a forged, truncated or expired principal, and takes a genuine one', async () => {
    const made = await call('POST', '/api/assessments', { body: defaultAssessmentBody(5) });
    const token = String(made.json['token']);
    const creatorSecret = String(made.json['creatorSecret']);
    secrets.add(token);
    secrets.add(creatorSecret);
    const userId = randomUUID();
    const principal = { userId, sessionId: randomUUID(), email: 'mallory@example.test', isPremium: true, isAdmin: true };
    const stackKey = principalPrivateKey(stack.baseEnv['PRINCIPAL_PRIVATE_KEY']!);
    const forged = await signPrincipal(principal, principalPrivateKey(generatePrincipalKeyPair().privateKey));
    const genuine = await signPrincipal(principal, stackKey);
    const expired = await signPrincipal(principal, stackKey, new Date(Date.now() - 61_000));
    const claim = (withPrincipal: string) => rpc.send(RpcPattern.AssessmentsClaim, { token, creatorSecret }, { principal: withPrincipal });
    for (const bad of [forged, genuine.slice(0, -10), expired, `${genuine.split('.').slice(0, 2).join('.')}.`]) {
      const refusal = await claim(bad).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(RemoteError);
      expect((refusal as RemoteError).body.statusCode).toBe(401);
    }
    // A bare user id in the payload means nothing (sent past the contract's type on purpose).
    const bare = await rpc.forward(RpcPattern.AssessmentsClaim, { token, creatorSecret, userId }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((bare as RemoteError).body.statusCode).toBe(401);
    expect((await stack.db.query<{ user_id: string | null }>('select user_id from assessments.assessments where token = $1', [token]))[0]!.user_id).toBeNull();
    await expect(claim(genuine)).resolves.toEqual({ status: 'claimed' });
  });

  it('keeps login tokens, links, session ids, results tokens and email bodies out of every log line and span', async () => {
    // A last traced request through each gateway to assessments, and a login link through identity
    // to the worker's email: each process exports its spans in the order they end, so once these
    // have arrived from every process, so has everything the earlier tests made it record.
    const traced = async (what: string, request: (traceId: string) => Promise<unknown>, services: string[]) => {
      const traceId = randomBytes(16).toString('hex');
      await request(traceId);
      const seen = () => new Set(receiver.spans.filter((span) => span.traceId === traceId).map((span) => span.service));
      await waitFor(() => services.every((service) => seen().has(`lifewheel-${service}`)), { what: `the spans of ${what} from ${services.join(', ')}` });
    };
    for (const gateway of gateways) {
      await traced(`a save through ${gateway}`, (traceId) => call('POST', '/api/assessments', { body: defaultAssessmentBody(6), gateway, traceId }), [
        'gateway',
        'assessments',
      ]);
    }
    await traced('a login link', (traceId) => call('POST', '/api/auth/login', { body: { email: 'last.login@example.test' }, client: newClient(), traceId }), [
      'gateway',
      'identity',
      'worker',
    ]);
    expect(secrets.size).toBeGreaterThan(15);
    const output = stack.processes.flatMap((process) => process.output).join('\n');
    const spans = receiver.rawBodies.join('\n');
    for (const secret of secrets) {
      expect(output.includes(secret), `a log line holds ${secret.slice(0, 6)}...`).toBe(false);
      expect(spans.includes(secret), `a span holds ${secret.slice(0, 6)}...`).toBe(false);
    }
    // The worker says where each email went, never what it said.
    expect(stack.one('worker').output.some((line) => line.includes('Email sent'))).toBe(true);
  });
});
