import type { OnApplicationShutdown } from '@nestjs/common';
import { workshopEventsChannel, type WorkshopEventKind } from '@lifewheel/contracts';
import { createRedis, type Redis } from '@lifewheel/platform';

/**
 * Announces a session's changes on its own Redis channel, so whichever gateway replica holds a
 * screen of it fetches the fresh view. Fire and forget: a lost message only delays that screen
 * until the next change.
 */
export class WorkshopEventsPublisher implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    this.redis = createRedis(redisUrl, 'workshop-events-publisher');
  }

  async publish(workshopId: string, kind: WorkshopEventKind): Promise<void> {
    await this.redis.publish(workshopEventsChannel(this.prefix, workshopId), kind);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
