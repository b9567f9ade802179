import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { RPC_SERVICES, healthPattern, type CheckStatus, type HealthReport, type ServiceHealth } from '@lifewheel/contracts';
import { RpcClient, createRedis, timedCheck, type Redis } from '@lifewheel/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

const PROBE_DEADLINE_MS = 1500;
/**
 * How long one fan-out answers every /api/health request after it (and every request while it
 * runs): anyone can call the route, so a flood of them costs one round of probes a second.
 */
export const HEALTH_CACHE_MS = 1000;

@Injectable()
export class HealthService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private shuttingDown = false;
  private latest: { report: Promise<HealthReport>; settledAt?: number } | undefined;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.redis = createRedis(config.REDIS_URL, 'gateway-health');
  }

  /** The public report, from the running or a recent fan-out; the gateway's own shutdown shows at once. */
  async report(): Promise<HealthReport> {
    const latest = this.latest;
    const fresh = latest && (latest.settledAt === undefined || Date.now() - latest.settledAt < HEALTH_CACHE_MS);
    const report = await (fresh ? latest.report : this.startFanOut());
    if (!this.shuttingDown) return report;
    return { ...report, status: 'down', processes: { ...report.processes, gateway: { status: 'down' } } };
  }

  private startFanOut(): Promise<HealthReport> {
    const entry: { report: Promise<HealthReport>; settledAt?: number } = { report: this.fanOut() };
    entry.report.then(
      () => (entry.settledAt = Date.now()),
      // A failed round is not kept: the next request tries again.
      () => this.latest === entry && (this.latest = undefined),
    );
    this.latest = entry;
    return entry.report;
  }

  /** Every process, PostgreSQL (as the services that own data see it) and Redis. */
  private async fanOut(): Promise<HealthReport> {
    const [redis, ...services] = await Promise.all([
      timedCheck(() => this.redis.ping()),
      ...RPC_SERVICES.map(async (service) => {
        let answer: ServiceHealth | undefined;
        const check = await timedCheck(async () => {
          answer = await this.rpc.send(healthPattern(service), {}, { deadlineMs: PROBE_DEADLINE_MS, aside: true });
        }, PROBE_DEADLINE_MS + 1000);
        return { service, status: check.status, answer };
      }),
    ]);
    const processes: HealthReport['processes'] = { gateway: { status: this.shuttingDown ? 'down' : 'up' } };
    for (const { service, status } of services) processes[service] = { status };
    const databases = services.flatMap(({ answer }) => (answer?.database ? [answer.database.status] : []));
    // No service that uses PostgreSQL answered: nothing says it is up.
    const postgres: CheckStatus = databases.length > 0 && databases.every((status) => status === 'up') ? 'up' : 'down';
    const all = [...Object.values(processes).map((check) => check.status), postgres, redis.status];
    return { status: all.every((status) => status === 'up') ? 'up' : 'down', checkedAt: new Date().toISOString(), processes };
  }

  /** Whether the gateway's own Redis connection is up (the console names Redis when it is not). */
  redisReachable(): boolean {
    return this.redis.status === 'ready';
  }

  ready(): boolean {
    return !this.shuttingDown && this.redis.status === 'ready';
  }

  async onApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    await this.redis.quit().catch(() => undefined);
  }

  markShuttingDown(): void {
    this.shuttingDown = true;
  }
}
