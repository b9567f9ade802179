import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { createRedis, redisKey, type Redis } from '../redis/redis-connection.js';

/**
 * Every running copy of every process says it is alive in Redis, so the operations console can
 * list each replica with its version and uptime (an RPC health probe reaches only one replica of a
 * service: they compete for requests). A sorted set holds when each was last seen (no key scanning
 * to find them), a hash what each is.
 */
export const PRESENCE_EVERY_MS = 10_000;
/** Missing for longer than this: the replica is shown down. */
export const PRESENCE_STALE_MS = 30_000;
/** Missing for longer than this: the replica is forgotten (a replaced pod does not stay "down" forever). */
export const PRESENCE_FORGET_MS = 60 * 60_000;
const LEAVE_TIMEOUT_MS = 2_000;

export interface PresenceRecord {
  process: string;
  instanceId: string;
  version: string;
  startedAt: string;
}

export interface SeenReplica extends PresenceRecord {
  lastSeenAt: string;
  status: 'up' | 'down';
}

const seenKey = (prefix: string) => redisKey(prefix, 'presence', 'seen');
const infoKey = (prefix: string) => redisKey(prefix, 'presence', 'info');
const member = (record: Pick<PresenceRecord, 'process' | 'instanceId'>) => `${record.process}/${record.instanceId}`;

export interface Presence {
  /** Stops the heartbeat and removes this replica: a clean shutdown is not an outage. */
  stop(): Promise<void>;
}

/** Starts this process's heartbeat (its own connection; a Redis outage only pauses it). */
export function startPresence(options: { redisUrl: string; prefix: string; process: string; version: string; logger: Logger }): Presence {
  const redis = createRedis(options.redisUrl, 'presence');
  const record: PresenceRecord = {
    process: options.process,
    instanceId: `${hostname()}:${process.pid}`,
    version: options.version,
    startedAt: new Date().toISOString(),
  };
  // One beat at a time: while Redis is away the pending one waits, and no more pile up behind it.
  let beating = false;
  const beat = async () => {
    if (beating) return;
    beating = true;
    try {
      await redis
        .multi()
        .zadd(seenKey(options.prefix), Date.now(), member(record))
        .hset(infoKey(options.prefix), member(record), JSON.stringify(record))
        .exec();
    } catch (error) {
      options.logger.warn({ err: error }, 'Could not write this process’s heartbeat');
    } finally {
      beating = false;
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), PRESENCE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      const leave = redis
        .multi()
        .zrem(seenKey(options.prefix), member(record))
        .hdel(infoKey(options.prefix), member(record))
        .exec()
        .then(() => redis.quit());
      // With Redis away the commands would wait forever: a shutdown does not (the entry then goes stale, shown down).
      let leaveTimer: NodeJS.Timeout | undefined;
      await Promise.race([leave, new Promise((resolve) => (leaveTimer = setTimeout(resolve, LEAVE_TIMEOUT_MS)))]).catch(() => undefined);
      clearTimeout(leaveTimer);
      redis.disconnect();
    },
  };
}

/** Every replica seen within PRESENCE_FORGET_MS, newest first; forgets the older ones. */
export async function readPresence(redis: Redis, prefix: string, now = Date.now()): Promise<SeenReplica[]> {
  const forgotten = await redis.zrangebyscore(seenKey(prefix), '-inf', now - PRESENCE_FORGET_MS);
  if (forgotten.length > 0) {
    await redis
      .multi()
      .zrem(seenKey(prefix), ...forgotten)
      .hdel(infoKey(prefix), ...forgotten)
      .exec();
  }
  const seen = await redis.zrevrangebyscore(seenKey(prefix), '+inf', now - PRESENCE_FORGET_MS, 'WITHSCORES');
  if (seen.length === 0) return [];
  const members: { name: string; at: number }[] = [];
  for (let i = 0; i < seen.length; i += 2) members.push({ name: seen[i]!, at: Number(seen[i + 1]) });
  const infos = await redis.hmget(infoKey(prefix), ...members.map((entry) => entry.name));
  return members.flatMap(({ at }, index) => {
    const info = infos[index];
    if (!info) return [];
    const record = JSON.parse(info) as PresenceRecord;
    return [{ ...record, lastSeenAt: new Date(at).toISOString(), status: now - at <= PRESENCE_STALE_MS ? ('up' as const) : ('down' as const) }];
  });
}
