import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { RpcPattern, type SessionResolved } from '@lifewheel/contracts';
import { LOGGER, RemoteError, RpcClient, subscribeToSessionEndings, subscribeToUserChanges, type Logger } from '@lifewheel/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { PrincipalCache } from './principal-cache.js';

/** Turns a session cookie into identity's answer: a signed principal and the user, or nothing. */
@Injectable()
export class SessionResolver implements OnApplicationShutdown {
  private readonly cache = new PrincipalCache();
  private readonly subscriptions: { close(): Promise<void> }[];

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.subscriptions = [
      subscribeToUserChanges(config.REDIS_URL, config.REDIS_PREFIX, logger, (userId) => this.cache.forgetUser(userId)),
      // Identity announces an ended session once its row has ended: every replica drops it at once.
      subscribeToSessionEndings(config.REDIS_URL, config.REDIS_PREFIX, logger, (sessionId) => this.cache.forgetSession(sessionId)),
    ];
  }

  /** undefined when the session is unknown, ended or expired; other failures (503) are thrown. */
  async resolve(sessionToken: string): Promise<SessionResolved | undefined> {
    const cached = this.cache.get(sessionToken);
    if (cached) return { ...cached, renewed: false };
    const askedAt = Date.now();
    try {
      const resolved = await this.rpc.send(RpcPattern.IdentitySessionResolve, { sessionToken }, { principal: '', aside: true });
      this.cache.set(sessionToken, resolved, askedAt);
      return resolved;
    } catch (error) {
      if (error instanceof RemoteError && error.body.statusCode === 401) return undefined;
      throw error;
    }
  }

  forget(sessionToken: string): void {
    this.cache.delete(sessionToken);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((subscription) => subscription.close()));
  }
}
