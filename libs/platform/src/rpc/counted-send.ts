import type { Redis } from '../redis/redis-connection.js';

/**
 * A request that counts against a rate limit as it is sent (the gateway's busiest public write):
 * one script counts the caller in a fixed window and adds the request to the service's stream only
 * while the count is within the limit. One round trip to Redis where a separate count took two, and
 * a refused request never reaches the service. KEYS: counter, request stream. ARGV: window (ms),
 * limit, MINID for trimming, meta, data. Returns the count, the window's time left (ms), and 1 if
 * the request was sent.
 */
const COUNT_AND_SEND = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if count > tonumber(ARGV[2]) then return {count, ttl, 0} end
redis.call('XADD', KEYS[2], 'MINID', '~', ARGV[3], '*', 'meta', ARGV[4], 'data', ARGV[5])
return {count, ttl, 1}`;

/** What counts a request against, and who hears the count before anything else happens. */
export interface RpcCounter {
  /** The counter's Redis key; its window starts with its first count. */
  key: string;
  windowMs: number;
  limit: number;
  /**
   * Told the count (and the window's time left) once Redis has answered; throws to refuse the
   * request, which it must do past the limit (the request was not sent then).
   */
  onCount(count: number, retryAfterMs: number): void;
}

interface WithCountScript {
  rpcCountAndSend(
    counter: string,
    stream: string,
    windowMs: number,
    limit: number,
    minId: string,
    meta: string,
    data: string,
  ): Promise<[number, number, number]>;
}

/** Registers the script on `redis` and returns a function that runs it. */
export function countAndSend(
  redis: Redis,
): (counter: RpcCounter, stream: string, minId: string, meta: string, data: string) => Promise<{ count: number; retryAfterMs: number; sent: boolean }> {
  redis.defineCommand('rpcCountAndSend', { numberOfKeys: 2, lua: COUNT_AND_SEND });
  const scripted = redis as unknown as WithCountScript;
  return async (counter, stream, minId, meta, data) => {
    const [count, retryAfterMs, sent] = await scripted.rpcCountAndSend(counter.key, stream, counter.windowMs, counter.limit, minId, meta, data);
    return { count, retryAfterMs, sent: sent === 1 };
  };
}
