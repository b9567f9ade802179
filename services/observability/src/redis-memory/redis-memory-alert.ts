import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobName, type RedisMemoryAlertEmailJob } from '@lifewheel/contracts';
import { ErrorReporter, JobQueues, LOGGER, createRedis, enqueueForEachRecipient, redisKey, type Logger, type Redis } from '@lifewheel/platform';
import { upsertTick } from '../queues/tick-scheduler.js';
import { REDIS_MEMORY_OPTIONS, type RedisMemoryOptions } from './redis-memory-options.js';
import { REDIS_MEMORY_ALERT_RATIO, isOverAlertLevel, parseMemoryInfo, type RedisMemoryReading } from './redis-memory-reading.js';

export const REDIS_MEMORY_SCHEDULER_ID = 'redis-memory';

/** A condition that lasts alerts again at most this often. */
const ALERT_COOLDOWN_MS = 60 * 60_000;

export type RedisMemoryOutcome = 'no-cap' | 'below' | 'alert' | 'recovery' | 'cooling-down';

/**
 * Redis runs with noeviction under a memory cap: once full it refuses every write (rate limits,
 * queues, RPC), and the whole product stops. Each tick reads INFO memory; past 80% of the cap ops
 * hear of it by the same path as payment alerts: a warning log line, an error report that
 * /admin/debug shows, and an email to each address of ALERT_EMAILS; once below again, a notice
 * that it is over. Any number of replicas may tick: two keys in Redis decide who sends (SET NX
 * for the hourly cooldown, DEL of the active mark for the recovery), so each goes out once.
 */
@Injectable()
export class RedisMemoryAlert implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly cooldownKey: string;
  private readonly activeKey: string;

  constructor(
    private readonly queues: JobQueues,
    private readonly reporter: ErrorReporter,
    @Inject(REDIS_MEMORY_OPTIONS) private readonly options: RedisMemoryOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.redis = createRedis(options.redisUrl, 'redis-memory');
    this.cooldownKey = redisKey(options.prefix, 'alerts', 'redis-memory', 'cooldown');
    this.activeKey = redisKey(options.prefix, 'alerts', 'redis-memory', 'active');
  }

  async onApplicationBootstrap(): Promise<void> {
    const { checkEverySeconds } = this.options;
    if (checkEverySeconds) await upsertTick(this.queues, REDIS_MEMORY_SCHEDULER_ID, checkEverySeconds * 1000, JobName.CheckRedisMemory);
  }

  async check(now = new Date()): Promise<RedisMemoryOutcome> {
    const reading = parseMemoryInfo(await this.redis.info('memory'));
    if (reading.maxBytes === 0) return 'no-cap';
    if (!isOverAlertLevel(reading)) {
      // Only the replica whose DEL removed the mark sends the notice.
      if ((await this.redis.del(this.activeKey)) === 0) return 'below';
      await this.send('recovery', reading, now);
      return 'recovery';
    }
    const claimed = await this.redis.set(this.cooldownKey, now.toISOString(), 'PX', ALERT_COOLDOWN_MS, 'NX');
    if (claimed === null) return 'cooling-down';
    await this.redis.set(this.activeKey, now.toISOString());
    await this.send('alert', reading, now);
    return 'alert';
  }

  private async send(kind: RedisMemoryAlertEmailJob['kind'], reading: RedisMemoryReading, now: Date): Promise<void> {
    const figures = { usedBytes: reading.usedBytes, maxBytes: reading.maxBytes, usedPercent: Math.round((reading.usedBytes / reading.maxBytes) * 100) };
    if (kind === 'alert') {
      this.logger.warn(figures, 'Redis memory alert: past 80% of its cap');
      this.reporter.report(new Error(`Redis memory alert: ${figures.usedPercent}% of its cap (maxmemory) in use`), { metadata: figures });
    } else {
      this.logger.warn(figures, 'Redis memory alert over: back below 80% of its cap');
    }
    if (this.options.recipients.length === 0) {
      this.logger.warn({ kind }, 'ALERT_EMAILS is empty: the Redis memory alert is only logged');
      return;
    }
    const payload = { kind, usedBytes: reading.usedBytes, maxBytes: reading.maxBytes, checkedAt: now.toISOString(), alertRatio: REDIS_MEMORY_ALERT_RATIO };
    await enqueueForEachRecipient(this.queues, JobName.SendRedisMemoryAlertEmail, this.options.recipients, payload, {
      jobSecretKey: this.options.jobSecretKey,
      jobIdPrefix: `redis-memory-${kind}-${now.getTime()}`,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
