import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, deleteRedisPrefix, testRedisPrefix, waitFor } from '@lifewheel/testing';
import { createLogger } from '../logging/logger.js';
import { createRedis, type Redis } from '../redis/redis-connection.js';
import { PRESENCE_FORGET_MS, PRESENCE_STALE_MS, readPresence, startPresence } from './presence.js';

const logger = createLogger({ service: 'presence-test', version: 'test', level: 'warn' });

describe('replica heartbeats in Redis', () => {
  const prefix = testRedisPrefix();
  let redis: Redis;

  beforeAll(() => {
    redis = createRedis(TEST_REDIS_URL, 'presence-test');
  });
  afterAll(async () => {
    await deleteRedisPrefix(prefix);
    await redis.quit();
  });

  it('lists each replica with its version, shows a silent one down and forgets a long-gone one', async () => {
    const first = startPresence({ redisUrl: TEST_REDIS_URL, prefix, process: 'billing', version: '1.2.3', logger });
    const second = startPresence({ redisUrl: TEST_REDIS_URL, prefix, process: 'gateway', version: '1.2.4', logger });
    try {
      const seen = await waitFor(
        async () => {
          const replicas = await readPresence(redis, prefix);
          return replicas.length === 2 ? replicas : null;
        },
        { what: 'both heartbeats' },
      );
      expect(seen.map((replica) => [replica.process, replica.version, replica.status]).sort()).toEqual([
        ['billing', '1.2.3', 'up'],
        ['gateway', '1.2.4', 'up'],
      ]);
      expect(seen[0]!.instanceId).toMatch(/:\d+$/);

      // Read as if later: silent past the stale mark is down, past the forget mark gone for good.
      const later = Date.now() + PRESENCE_STALE_MS + 1000;
      expect((await readPresence(redis, prefix, later)).map((replica) => replica.status)).toEqual(['down', 'down']);
      expect(await readPresence(redis, prefix, Date.now() + PRESENCE_FORGET_MS + 60_000)).toEqual([]);
      expect(await redis.hlen(`${prefix}:presence:info`)).toBe(0);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('drops a replica that stops cleanly', async () => {
    const presence = startPresence({ redisUrl: TEST_REDIS_URL, prefix, process: 'worker', version: '1', logger });
    await waitFor(async () => (await readPresence(redis, prefix)).some((replica) => replica.process === 'worker'), { what: 'the heartbeat' });
    await presence.stop();
    expect((await readPresence(redis, prefix)).filter((replica) => replica.process === 'worker')).toEqual([]);
  });
});
