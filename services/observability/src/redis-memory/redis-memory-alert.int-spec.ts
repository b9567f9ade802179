import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { PrivateRedis, TestStack, freePort, mailHeader, mailPart, mailsInDir, testMailDir, waitFor } from '@lifewheel/testing';

const usedMemory = async (redis: Redis) => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1]);

// Observability looks at Redis on the alert rules' tick and tells ALERT_EMAILS (through the real
// worker) when it passes 80% of its cap, and when it is back below. The cap is set with CONFIG SET
// on a Redis of this test's own.
describe('Redis memory alert', () => {
  let redis: PrivateRedis;
  let admin: Redis;
  let stack: TestStack;
  const mails = () => mailsInDir(testMailDir(stack.redisPrefix));
  const mailWithSubject = (start: string) => mails().find((raw) => (mailHeader(raw, 'Subject') ?? '').startsWith(start));

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort(), ['--maxmemory-policy', 'noeviction']);
    await redis.start();
    admin = redis.connect();
    stack = await TestStack.start({
      processes: ['observability', 'worker'],
      env: { REDIS_URL: redis.url, ALERT_EVALUATE_EVERY_SECONDS: '5', ALERT_EMAILS: 'ops@lifewheel.test' },
    });
  });
  afterAll(async () => {
    admin?.disconnect();
    await stack?.stop();
    await redis?.stop();
  });

  it('emails ops once Redis passes 80% of maxmemory, and again when it is back below', async () => {
    // 16 MB of filler in small keys (one large write would leave a large query buffer behind for a
    // while), then a cap that puts what is used at about 85% of it (room left for the queues).
    const filler = Array.from({ length: 160 }, (_, index) => `test-filler-${index}`);
    const chunk = 'x'.repeat(100 * 1024);
    await filler.reduce((pipeline, key) => pipeline.set(key, chunk), admin.pipeline()).exec();
    await admin.config('SET', 'maxmemory', String(Math.round((await usedMemory(admin)) / 0.85)));

    const alert = await waitFor(() => mailWithSubject('[Lifewheel alert] Redis memory at'), { what: 'the Redis memory alert email', timeoutMs: 30_000 });
    expect(mailHeader(alert, 'To')).toContain('ops@lifewheel.test');
    expect(mailHeader(alert, 'Subject')).toMatch(/Redis memory at 8\d% of its cap/);
    expect(mailPart(alert, 'text/plain')).toMatch(/the alert level is 80%/);
    expect(
      stack
        .one('observability')
        .logs()
        .some((line) => line['msg'] === 'Redis memory alert: past 80% of its cap'),
    ).toBe(true);

    await admin.del(...filler);
    const over = await waitFor(() => mailWithSubject('[Lifewheel recovered] Redis memory is back below 80%'), {
      what: 'the notice that the alert is over',
      timeoutMs: 30_000,
    });
    expect(mailPart(over, 'text/plain')).toMatch(/the earlier alert is over/);
    // One alert however many ticks saw memory high.
    expect(mails().filter((raw) => (mailHeader(raw, 'Subject') ?? '').startsWith('[Lifewheel alert] Redis memory'))).toHaveLength(1);
  });
});
