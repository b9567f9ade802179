import type { OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { createRedis, redisKey, type Redis } from '../redis/redis-connection.js';

/** The Redis channel identity announces changed users on: premium granted or revoked. */
export const userChangesChannel = (prefix: string) => redisKey(prefix, 'identity', 'user-changed');

/**
 * Identity's side: tells every gateway replica that a user's standing changed, so none goes on
 * serving a cached principal that says otherwise. Fire and forget: a lost message only means the
 * old answer lives out the cache's short life.
 */
export class UserChangesPublisher implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    this.redis = createRedis(redisUrl, 'user-changes-publisher');
  }

  async publish(userId: string): Promise<void> {
    await this.redis.publish(userChangesChannel(this.prefix), userId);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * A gateway's side: calls `onChange(userId)` for every announced change until closed. Subscribes
 * in the background (a Redis that is down must not hold up start-up); ioredis subscribes again
 * after a reconnect.
 */
export function subscribeToUserChanges(redisUrl: string, prefix: string, logger: Logger, onChange: (userId: string) => void): { close(): Promise<void> } {
  const redis = createRedis(redisUrl, 'user-changes-subscriber');
  redis.on('message', (_channel: string, userId: string) => onChange(userId));
  redis
    .subscribe(userChangesChannel(prefix))
    .catch((error: unknown) => logger.warn({ err: error }, 'Could not subscribe to user changes; cached sessions expire on their own'));
  return {
    close: () =>
      redis.quit().then(
        () => undefined,
        () => undefined,
      ),
  };
}
