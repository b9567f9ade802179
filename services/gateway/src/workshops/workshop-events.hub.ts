import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import { workshopEventsChannel, type WorkshopEventKind } from '@lifewheel/contracts';
import { LOGGER, createRedis, type Logger, type Redis } from '@lifewheel/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/** One open stream: told of each change (its kind), and ended when this gateway shuts down. */
export interface Listener {
  onChange(kind: WorkshopEventKind): void;
  end(): void;
}

/**
 * This gateway's ear on the sessions' Redis channels. One connection for every open stream: a
 * session's channel is subscribed while at least one screen of it is open here, and unsubscribed
 * when the last one closes. Assessments publishes after each change, so a change stored through any
 * replica reaches the screens held by every other.
 */
@Injectable()
export class WorkshopEventsHub implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly prefix: string;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.prefix = config.REDIS_PREFIX;
    this.redis = createRedis(config.REDIS_URL, 'workshop-events-subscriber');
    this.redis.on('message', (channel: string, kind: string) => {
      for (const listener of this.listeners.get(channel) ?? []) listener.onChange(kind as WorkshopEventKind);
    });
  }

  /** Tells `listener` of each change of the session until the returned function is called. */
  async listen(workshopId: string, listener: Listener): Promise<() => void> {
    const channel = workshopEventsChannel(this.prefix, workshopId);
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    if (set.size === 1) await this.redis.subscribe(channel);
    return () => {
      const current = this.listeners.get(channel);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(channel);
      this.redis.unsubscribe(channel).catch((error: unknown) => this.logger.warn({ err: error }, 'Could not unsubscribe from a workshop channel'));
    };
  }

  /** How many sessions this gateway listens to (for tests). */
  get channels(): number {
    return this.listeners.size;
  }

  /**
   * Before the server closes: an open stream would hold it open for ever. Ending them lets each
   * browser's EventSource reconnect, to another replica.
   */
  beforeApplicationShutdown(): void {
    for (const set of [...this.listeners.values()]) for (const listener of [...set]) listener.end();
  }

  async onApplicationShutdown(): Promise<void> {
    this.listeners.clear();
    await this.redis.quit().catch(() => undefined);
  }
}
