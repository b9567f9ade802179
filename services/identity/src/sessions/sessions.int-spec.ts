import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestStack, loginLinkFor, postJson, sessionFor, signedInAccount, waitFor } from '@lifewheel/testing';

/**
 * Issue 19 (security review) and issue 24 (accounts and sessions): one link gives one session
 * however hard it is raced, a login ends the browser's old session and the address's other links,
 * sessions have an absolute end, and a logout ends a session on every gateway replica at once.
 */
describe('sessions: races, rotation at login, absolute end, logout on every replica (two gateways)', () => {
  let stack: TestStack;
  let gateways: [string, string];

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['gateway', 'identity'],
      replicas: { gateway: 2 },
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' },
      envFor: { gateway: { TRUST_PROXY_HOPS: '1' } },
    });
    const [first, second] = stack.of('gateway');
    gateways = [`http://127.0.0.1:${first!.probePort}`, `http://127.0.0.1:${second!.probePort}`];
  });
  afterAll(() => stack?.stop());

  const cookieHeader = (cookie: string) => ({ cookie: `lw_session=${cookie}` });
  const verify = (token: string, options: { gateway?: string; cookie?: string } = {}) =>
    postJson(`${options.gateway ?? gateways[0]}/api/auth/verify`, { token }, options.cookie ? cookieHeader(options.cookie) : {});
  const whoAmI = async (cookie: string, gateway: string) => (await fetch(`${gateway}/api/auth/user`, { headers: cookieHeader(cookie) })).status;
  const newSessionOf = (headers: Headers) => /^lw_session=([A-Za-z0-9_-]{43});/.exec(headers.get('set-cookie') ?? '')?.[1];
  const sessionsOf = (email: string) =>
    stack.db.query<{ id: string; ended_at: Date | null }>(
      'select s.id, s.ended_at from identity.sessions s join identity.users u on u.id = s.user_id where u.email = $1',
      [email],
    );

  it('gives exactly one session when one link is confirmed by 50 requests at once, across both gateways', async () => {
    const email = 'raced.session@example.test';
    const token = await loginLinkFor(stack.db, email);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => verify(token, { gateway: gateways[i % 2] })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await sessionsOf(email)).toHaveLength(1);
  });

  it('rotates at login: the browser gets a new session id and the one it already had ends, on every replica', async () => {
    const before = await signedInAccount(stack.db, { email: 'rotated.session@example.test' });
    // Both replicas have resolved (and cached) the old session.
    for (const gateway of gateways) expect(await whoAmI(before.cookie, gateway)).toBe(200);

    const verified = await verify(await loginLinkFor(stack.db, before.email), { cookie: before.cookie });
    expect(verified.status).toBe(200);
    const after = newSessionOf(verified.headers);
    expect(after).toBeDefined();
    expect(after).not.toBe(before.cookie);

    const rows = await sessionsOf(before.email);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.ended_at !== null)).toHaveLength(1);
    for (const gateway of gateways) {
      await waitFor(async () => (await whoAmI(before.cookie, gateway)) === 204, { what: `the old session refused by ${gateway}`, timeoutMs: 5000 });
      expect(await whoAmI(after!, gateway)).toBe(200);
    }
  });

  it("ends even a planted session of someone else's account at login (session fixation)", async () => {
    const planted = await signedInAccount(stack.db, { email: 'planter.session@example.test' });
    const victim = 'fixated.session@example.test';
    const verified = await verify(await loginLinkFor(stack.db, victim), { cookie: planted.cookie });
    expect(verified.status).toBe(200);
    expect(newSessionOf(verified.headers)).not.toBe(planted.cookie);
    expect((await sessionsOf(planted.email))[0]!.ended_at).toBeInstanceOf(Date);
  });

  it("using one login link ends the address's other unused links, and no other address's", async () => {
    const email = 'many.links@example.test';
    const [first, second, third] = [await loginLinkFor(stack.db, email), await loginLinkFor(stack.db, email), await loginLinkFor(stack.db, email)];
    const someoneElse = await loginLinkFor(stack.db, 'other.links@example.test');
    expect((await verify(second)).status).toBe(200);
    for (const ended of [first, third]) {
      expect((await postJson(`${gateways[1]}/api/auth/link-status`, { token: ended })).json).toEqual({ status: 'expired' });
      expect((await verify(ended, { gateway: gateways[1] })).status).toBe(409);
    }
    expect((await postJson(`${gateways[0]}/api/auth/link-status`, { token: someoneElse })).json).toMatchObject({ status: 'valid' });
    expect(await sessionsOf(email)).toHaveLength(1);
  });

  it('ends a session 90 days after its login however often it is used, and never renews it past that', async () => {
    const account = await signedInAccount(stack.db, { email: 'old.session@example.test' });
    // Used every day since its login 91 days ago: its sliding expiry is still weeks away.
    await stack.db.query(`update identity.sessions set created_at = now() - interval '91 days', expires_at = now() + interval '20 days' where user_id = $1`, [
      account.userId,
    ]);
    expect(await whoAmI(account.cookie, gateways[0])).toBe(204);

    // Half a day before its end, and due for renewal: renewed only up to the end.
    const cookie = await sessionFor(stack.db, account.userId);
    await stack.db.query(
      `update identity.sessions set created_at = now() - interval '89 days 12 hours', expires_at = now() + interval '2 hours' where ended_at is null and created_at > now() - interval '1 hour'`,
    );
    const answer = await fetch(`${gateways[1]}/api/auth/user`, { headers: cookieHeader(cookie) });
    expect(answer.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(11 * 3600);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);
    const [row] = await stack.db.query<{ lifetime_days: number }>(
      `select extract(epoch from expires_at - created_at) / 86400 as lifetime_days from identity.sessions where user_id = $1 and ended_at is null and expires_at > now() order by created_at desc limit 1`,
      [account.userId],
    );
    expect(Number(row!.lifetime_days)).toBeCloseTo(90, 3);
  });

  it('logs out on every replica at once, and the session stays ended however busy it was meanwhile', async () => {
    const account = await signedInAccount(stack.db, { email: 'busy.logout@example.test' });
    for (const gateway of gateways) expect(await whoAmI(account.cookie, gateway)).toBe(200);

    // Requests keep arriving on both replicas while the person logs out on the first one.
    let busy = true;
    const traffic = Promise.all(
      gateways.map(async (gateway) => {
        while (busy) await whoAmI(account.cookie, gateway);
      }),
    );
    const out = await postJson(`${gateways[0]}/api/auth/logout`, {}, cookieHeader(account.cookie));
    expect(out.status).toBe(200);
    expect((await sessionsOf(account.email))[0]!.ended_at).toBeInstanceOf(Date);
    // Well within the 30 s a replica would otherwise keep the session cached.
    for (const gateway of gateways)
      await waitFor(async () => (await whoAmI(account.cookie, gateway)) === 204, { what: `logout seen by ${gateway}`, timeoutMs: 5000 });
    busy = false;
    await traffic;
    // None of the requests in flight left the live session in a cache.
    for (let round = 0; round < 5; round += 1) for (const gateway of gateways) expect(await whoAmI(account.cookie, gateway)).toBe(204);
  });

  it('refuses a cross-site logout: the session stays alive', async () => {
    const account = await signedInAccount(stack.db, { email: 'csrf.logout@example.test' });
    const forged = await postJson(`${gateways[0]}/api/auth/logout`, {}, { ...cookieHeader(account.cookie), origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.json['code']).toBe('ORIGIN_REFUSED');
    const fetchSite = await fetch(`${gateways[0]}/api/auth/logout`, {
      method: 'POST',
      headers: { ...cookieHeader(account.cookie), 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(fetchSite.status).toBe(403);
    expect((await sessionsOf(account.email))[0]!.ended_at).toBeNull();
    expect(await whoAmI(account.cookie, gateways[1])).toBe(200);
  });

  let nextCase = 0;
  it.each([
    '//evil.test',
    '/\\evil.test',
    'javascript:alert(document.cookie)',
    '/%2F%2Fevil.test',
    '%2F%2Fevil.test',
    '/%5Cevil.test',
    '/%252F%252Fevil.test',
    '/\t/evil.test',
    '/%09/evil.test',
    '/\n/evil.test',
    'https:evil.test',
    'https://evil.test/',
  ])('never sends anyone off-site after login, whatever the next parameter: %j', async (next) => {
    const email = `next.${Buffer.from(next).toString('hex').slice(0, 40)}@example.test`;
    // Each case from a network of its own, so the login limits stay out of the way.
    const client = `198.18.0.${(nextCase += 1)}`;
    const asked = await postJson(`${gateways[0]}/api/auth/login`, { email, next }, { 'x-forwarded-for': client });
    expect(asked.status).toBe(202);
    const [row] = await stack.db.query<{ next_path: string | null }>('select next_path from identity.login_tokens where email = $1', [email]);
    expect(row!.next_path).toBeNull();
    // The link that very request made (given a token the test knows), confirmed: its way back is home.
    const token = randomBytes(32).toString('base64url');
    await stack.db.query('update identity.login_tokens set token_hash = $1 where email = $2', [createHash('sha256').update(token).digest('hex'), email]);
    const verified = await verify(token);
    expect(verified.json['redirectTo']).toBe('/');
  });

  it('refuses a next parameter holding a NUL at the edge, before any link is made', async () => {
    const email = 'next.nul@example.test';
    const asked = await postJson(`${gateways[0]}/api/auth/login`, { email, next: '/\u0000/evil.test' }, { 'x-forwarded-for': '198.18.1.1' });
    expect(asked.status).toBe(400);
    expect(asked.json['code']).toBe('INVALID_JSON');
    expect(await stack.db.query('select 1 from identity.login_tokens where email = $1', [email])).toHaveLength(0);
  });
});
