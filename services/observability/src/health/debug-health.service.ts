import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_NAMES, type DebugHealth, type DependencyCheck, type ProcessReplica } from '@lifewheel/contracts';
import { SERVICE_CONFIG, readPresence, sql, timedCheck, type SeenReplica } from '@lifewheel/platform';
import { CLOCK, type Clock } from '../clock.js';
import { DEBUG_REDIS, type DebugRedis } from '../debug/debug-redis.js';
import { observabilityTables as t } from '../tables.js';
import { healthHistory } from './health-history.js';

const DAY_MS = 24 * 3_600_000;
/** Samples older than this are deleted by the tick: the page shows 24 hours. */
export const DEPENDENCY_CHECKS = ['postgres', 'redis'] as const;

interface Snapshot {
  replicas: SeenReplica[] | null;
  postgres: DependencyCheck;
  redis: DependencyCheck;
}

/**
 * Every process and replica (their heartbeats in Redis), PostgreSQL and Redis: now, and sampled
 * every minute into health_checks for the 24-hour history.
 */
@Injectable()
export class DebugHealthService {
  constructor(
    private readonly em: EntityManager,
    @Inject(DEBUG_REDIS) private readonly redis: DebugRedis,
    @Inject(SERVICE_CONFIG) private readonly config: { REDIS_PREFIX: string },
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async snapshot(): Promise<Snapshot> {
    let replicas: SeenReplica[] | null = null;
    const [postgres, redis] = await Promise.all([
      timedCheck(() => this.em.getConnection().execute('select 1'), 2000),
      timedCheck(async () => {
        replicas = await readPresence(this.redis.connection, this.config.REDIS_PREFIX, this.clock.now().getTime());
      }, 2000),
    ]);
    return { replicas, postgres, redis };
  }

  /** The scheduler's tick: one row per process and dependency for this minute (a second tick that minute adds nothing). */
  async sample(): Promise<void> {
    const { replicas, postgres, redis } = await this.snapshot();
    const minute = new Date(Math.floor(this.clock.now().getTime() / 60_000) * 60_000);
    const rows = [
      ...SERVICE_NAMES.map((process) => {
        const own = (replicas ?? []).filter((replica) => replica.process === process);
        const up = own.filter((replica) => replica.status === 'up');
        return {
          check_type: process,
          status: up.length > 0 ? 'up' : 'down',
          response_time: null,
          details: { replicas: up.length, versions: [...new Set(up.map((replica) => replica.version))] },
          error: replicas === null ? 'Redis is unreachable, so no heartbeat could be read' : up.length === 0 ? 'no replica is running' : null,
        };
      }),
      { check_type: 'postgres', status: postgres.status, response_time: Math.round(postgres.latencyMs), details: null, error: postgres.error ?? null },
      { check_type: 'redis', status: redis.status, response_time: Math.round(redis.latencyMs), details: null, error: redis.error ?? null },
    ];
    await sql(
      this.em,
      `insert into ${t.health_checks} ("id", "check_type", "status", "response_time", "details", "error", "created_at")
       select gen_random_uuid(), r."check_type", r."status", r."response_time", r."details", r."error", ?
       from jsonb_to_recordset(?::jsonb) as r("check_type" text, "status" text, "response_time" int, "details" jsonb, "error" text)
       on conflict ("check_type", "created_at") do nothing`,
      [minute, JSON.stringify(rows)],
    );
  }

  /** The health panel: it reports its own sources' state, so it answers even when one of them is down. */
  async overview(): Promise<DebugHealth> {
    const now = this.clock.now();
    const from = new Date(now.getTime() - DAY_MS);
    const { replicas, postgres, redis } = await this.snapshot();
    const samples =
      postgres.status === 'up'
        ? await sql<{ check_type: string; status: 'up' | 'down'; created_at: Date }>(
            this.em,
            `select "check_type", "status", "created_at" from ${t.health_checks} where "created_at" >= ? order by "created_at"`,
            [from],
          ).catch(() => [])
        : [];
    return {
      checkedAt: now.toISOString(),
      processes: SERVICE_NAMES.map((process) => {
        const own = (replicas ?? []).filter((replica) => replica.process === process).map((replica) => toReplica(replica, now));
        const status = replicas === null ? 'unknown' : own.some((replica) => replica.status === 'up') ? 'up' : 'down';
        return { process, status, replicas: own };
      }),
      postgres,
      redis,
      history:
        samples.length === 0
          ? []
          : healthHistory(
              samples.map((row) => ({ check: row.check_type, status: row.status, at: new Date(row.created_at) })),
              [...SERVICE_NAMES, ...DEPENDENCY_CHECKS],
              from,
              now,
            ),
    };
  }
}

function toReplica(replica: SeenReplica, now: Date): ProcessReplica {
  return {
    process: replica.process,
    instanceId: replica.instanceId,
    version: replica.version,
    startedAt: replica.startedAt,
    uptimeSeconds: Math.max(0, Math.round((now.getTime() - new Date(replica.startedAt).getTime()) / 1000)),
    lastSeenAt: replica.lastSeenAt,
    status: replica.status,
  };
}
