import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateRedis, TestStack, defaultAssessmentBody, freePort, mailPart, mailsInDir, postJson, testMailDir, waitFor } from '@lifewheel/testing';

const MAX_MEMORY_BYTES = 32 * 1024 * 1024;

// Strangers post large "webhooks" while billing is stopped, so nothing reads them: with the
// default limits (body size, rate per network, stream retention) Redis, small and refusing writes
// when full as in production, keeps room for everyone else's saves and logins.
describe('a flood of large webhook posts with billing stopped', () => {
  let redis: PrivateRedis;
  let stack: TestStack;

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort(), ['--maxmemory', String(MAX_MEMORY_BYTES), '--maxmemory-policy', 'noeviction']);
    await redis.start();
    stack = await TestStack.start({
      processes: ['gateway', 'assessments', 'identity', 'worker', 'billing'],
      // A short deadline only makes the flood quicker: each forwarded post waits for it.
      env: { REDIS_URL: redis.url, RPC_DEADLINE_MS: '1000' },
    });
    await stack.one('billing').stop();
  });
  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  it('leaves saves and logins working, and Redis far from full', async () => {
    const post = (bytes: number) =>
      fetch(`${stack.gatewayUrl}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body: JSON.stringify({ id: 'evt_flood', filler: 'x'.repeat(bytes) }),
      }).then((response) => response.status);
    // 512 KB posts (what the gateway used to take) and posts just under the 64 KB cap, 20 at a time.
    const sizes = [...Array<number>(60).fill(500 * 1024), ...Array<number>(200).fill(63 * 1024)];
    const statuses: number[] = [];
    for (let start = 0; start < sizes.length; start += 20) statuses.push(...(await Promise.all(sizes.slice(start, start + 20).map(post))));
    // A save.
    const saved = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody());
    expect(saved.status, saved.text).toBe(201);

    // A login: the link is emailed (a queued job), and the link's token opens a session.
    const email = `flood.${stack.redisPrefix}@example.test`;
    const asked = await postJson(`${stack.gatewayUrl}/api/auth/login`, { email });
    expect(asked.status, asked.text).toBe(202);
    const mail = await waitFor(() => mailsInDir(testMailDir(stack.redisPrefix)).find((raw) => raw.includes(email)), { what: 'the login email' });
    const token = /\/login\/verify#token=([A-Za-z0-9_-]{43})/.exec(mailPart(mail, 'text/plain'))?.[1];
    expect(token).toBeDefined();
    const verified = await postJson(`${stack.gatewayUrl}/api/auth/verify`, { token });
    expect(verified.status, verified.text).toBe(200);
    const cookie = /lw_session=([^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1];
    const user = await fetch(`${stack.gatewayUrl}/api/auth/user`, { headers: { cookie: `lw_session=${cookie}` } });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email });

    const own = redis.connect();
    const info = await own.info('memory').finally(() => own.disconnect());
    const used = Number(/used_memory:(\d+)/.exec(info)?.[1]);
    expect(used).toBeLessThan(MAX_MEMORY_BYTES * 0.8);

    // How: the large posts were refused unread, and of the others only the network's allowance was
    // let through (nobody answered them: 503 at the deadline).
    const count = (status: number) => statuses.filter((value) => value === status).length;
    expect(count(413)).toBe(60);
    expect(count(503) + count(429)).toBe(200);
    expect(count(429)).toBeGreaterThan(0);
  });
});
