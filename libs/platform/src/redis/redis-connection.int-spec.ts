import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { PrivateRedis, freePort, waitFor } from '@lifewheel/testing';
import { createRedis, reportRedisConnectionErrorsTo } from './redis-connection.js';

describe('a Redis connection that is lost and comes back', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let redis: PrivateRedis;
  afterAll(async () => redis?.stop());

  it('is logged once as JSON when lost and once when back, not on every retry', async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    reportRedisConnectionErrorsTo(pino({ level: 'info' }, sink));
    const client = createRedis(redis.url, 'under-test');
    try {
      expect(await client.ping()).toBe('PONG');
      await redis.stop();
      // ioredis retries every 200 ms to 2 s: several failed attempts while Redis is away.
      let attempts = 0;
      client.on('reconnecting', () => (attempts += 1));
      await waitFor(() => attempts >= 3, { what: 'three reconnection attempts' });
      await redis.start();
      expect(await client.ping()).toBe('PONG');

      const about = lines.filter((line) => line['redisConnection'] === 'under-test');
      expect(about.map((line) => line['msg'])).toEqual(['Redis connection lost; retrying', 'Redis connection back']);
      expect(about[0]).toMatchObject({ level: 40, err: { message: expect.any(String) } });
    } finally {
      client.disconnect();
    }
  });
});
