import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

export { Redis } from 'ioredis';

/** Where connection problems go: the process's logger once start-up has named it, else nowhere. */
let connectionLogger: Logger | undefined;

/**
 * Connection errors of every Redis client made by createRedis go to this logger, as JSON like every
 * other line. Without a listener, ioredis prints each one as a raw stack trace on stderr ("Unhandled
 * error event"), which breaks the JSON log and repeats on every retry while Redis restarts.
 */
export function reportRedisConnectionErrorsTo(logger: Logger): void {
  connectionLogger = logger;
}

/**
 * A Redis connection that keeps retrying forever: a Redis restart must pause work, not crash a
 * process (BullMQ also requires `maxRetriesPerRequest: null`). A lost connection is logged once,
 * with its first error, and again once it is back; the retries in between are not.
 */
export function createRedis(url: string, name: string, options: Pick<RedisOptions, 'enableAutoPipelining'> = {}): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...options,
  });
  let down = false;
  redis.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    connectionLogger?.warn({ err: error, redisConnection: name }, 'Redis connection lost; retrying');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    connectionLogger?.info({ redisConnection: name }, 'Redis connection back');
  });
  return redis;
}

export function redisKey(prefix: string, ...parts: string[]): string {
  return [prefix, ...parts].join(':');
}
