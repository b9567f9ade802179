import { Redis, type RedisOptions } from 'ioredis';

export { Redis } from 'ioredis';

/**
 * A Redis connection that keeps retrying forever: a Redis restart must pause work, not crash a
 * process (BullMQ also requires `maxRetriesPerRequest: null`).
 */
export function createRedis(url: string, name: string, options: Pick<RedisOptions, 'enableAutoPipelining'> = {}): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...options,
  });
}

export function redisKey(prefix: string, ...parts: string[]): string {
  return [prefix, ...parts].join(':');
}
