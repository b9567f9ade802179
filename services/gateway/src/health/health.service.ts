import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { RPC_SERVICES, healthPattern, type DependencyCheck, type HealthReport, type ServiceHealth } from '@lifewheel/contracts';
import { RpcClient, createRedis, timedCheck, type Redis } from '@lifewheel/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

const PROBE_DEADLINE_MS = 1500;

@Injectable()
export class HealthService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private shuttingDown = false;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.redis = createRedis(config.REDIS_URL, 'gateway-health');
  }

  /** Every process, PostgreSQL (as the services that own data see it) and Redis. */
  async report(): Promise<HealthReport> {
    const [redis, ...services] = await Promise.all([
      timedCheck(() => this.redis.ping()),
      ...RPC_SERVICES.map(async (service) => {
        let answer: ServiceHealth | undefined;
        const check = await timedCheck(async () => {
          answer = await this.rpc.send(healthPattern(service), {}, { deadlineMs: PROBE_DEADLINE_MS, aside: true });
        }, PROBE_DEADLINE_MS + 1000);
        return { service, check, answer };
      }),
    ]);
    const processes: HealthReport['processes'] = {
      gateway: { status: this.shuttingDown ? 'down' : 'up', latencyMs: 0, version: this.config.SERVICE_VERSION },
    };
    for (const { service, check, answer } of services) processes[service] = { ...check, ...(answer ? { version: answer.version } : {}) };
    const postgres = worstOf(services.flatMap(({ answer }) => (answer?.database ? [answer.database] : [])));
    const all = [...Object.values(processes), postgres, redis as DependencyCheck];
    return {
      status: all.every((check) => check.status === 'up') ? 'up' : 'down',
      checkedAt: new Date().toISOString(),
      processes,
      postgres,
      redis,
    };
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

function worstOf(checks: DependencyCheck[]): DependencyCheck {
  if (checks.length === 0) return { status: 'down', latencyMs: 0, error: 'no service that uses PostgreSQL answered' };
  const down = checks.find((check) => check.status === 'down');
  return down ?? { status: 'up', latencyMs: Math.max(...checks.map((check) => check.latencyMs)) };
}
