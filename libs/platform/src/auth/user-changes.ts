import type { OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { createRedis, redisKey, type Redis } from '../redis/redis-connection.js';

/** The Redis channel identity announces changed users on: premium granted or revoked. */
export const userChangesChannel = (prefix: string) => redisKey(prefix, 'identity', 'user-changed');
/** The Redis channel identity announces ended sessions on (logout, rotation at login), by session id. */
export const sessionEndingsChannel = (prefix: string) => redisKey(prefix, 'identity', 'session-ended');

/**
 * Identity's side of one announcement channel. Fire and forget: a lost message only means the old
 * answer lives out its short life (a gateway's 30 s cache, a principal's 60 s).
 */
class ChannelPublisher implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly channel: string,
    connectionName: string,
  ) {
    this.redis = createRedis(redisUrl, connectionName);
  }

  async publish(message: string): Promise<void> {
    await this.redis.publish(this.channel, message);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** Tells every gateway replica that a user's standing changed, so none goes on serving a cached principal that says otherwise. */
export class UserChangesPublisher extends ChannelPublisher {
  constructor(redisUrl: string, prefix: string) {
    super(redisUrl, userChangesChannel(prefix), 'user-changes-publisher');
  }
}

/** Tells every gateway and service that a session ended, once its row says so: `publish(sessionId)`. */
export class SessionEndingsPublisher extends ChannelPublisher {
  constructor(redisUrl: string, prefix: string) {
    super(redisUrl, sessionEndingsChannel(prefix), 'session-endings-publisher');
  }
}

/**
 * Calls `onMessage` for every message on `channel` until closed. Subscribes in the background (a
 * Redis that is down must not hold up start-up); ioredis subscribes again after a reconnect.
 */
function subscribeToChannel(redisUrl: string, channel: string, logger: Logger, what: string, onMessage: (message: string) => void): { close(): Promise<void> } {
  const redis = createRedis(redisUrl, `${what}-subscriber`);
  redis.on('message', (_channel: string, message: string) => onMessage(message));
  redis.subscribe(channel).catch((error: unknown) => logger.warn({ err: error }, `Could not subscribe to ${what}; cached answers expire on their own`));
  return {
    close: () =>
      redis.quit().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** A gateway's side: calls `onChange(userId)` for every announced change until closed. */
export function subscribeToUserChanges(redisUrl: string, prefix: string, logger: Logger, onChange: (userId: string) => void): { close(): Promise<void> } {
  return subscribeToChannel(redisUrl, userChangesChannel(prefix), logger, 'user-changes', onChange);
}

/** Gateways and services: calls `onEnded(sessionId)` for every ended session until closed. */
export function subscribeToSessionEndings(redisUrl: string, prefix: string, logger: Logger, onEnded: (sessionId: string) => void): { close(): Promise<void> } {
  return subscribeToChannel(redisUrl, sessionEndingsChannel(prefix), logger, 'session-endings', onEnded);
}
