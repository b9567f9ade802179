import type { Provider } from '@nestjs/common';
import { SERVICE_CONFIG, createRedis, type Redis } from '@lifewheel/platform';

export const DEBUG_REDIS = Symbol('DEBUG_REDIS');

/** The console's own Redis connection (heartbeats, pings), closed with the app. */
export interface DebugRedis {
  connection: Redis;
}

export const debugRedisProvider: Provider = {
  provide: DEBUG_REDIS,
  useFactory: (config: { REDIS_URL: string }): DebugRedis & { onApplicationShutdown(): Promise<void> } => {
    const connection = createRedis(config.REDIS_URL, 'admin-debug');
    return {
      connection,
      onApplicationShutdown: async () => {
        await connection.quit().catch(() => undefined);
      },
    };
  },
  inject: [SERVICE_CONFIG],
};
