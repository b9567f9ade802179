import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName } from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { upsertTick } from '../queues/tick-scheduler.js';

export const HEALTH_SAMPLE_SCHEDULER_ID = 'health-sample';
export const HEALTH_SAMPLE_EVERY_MS = 60_000;

/**
 * The health history's tick, once a minute however many replicas upsert it. A missed sample stays
 * missed (the history shows the minute as unknown); the next one is taken afresh.
 */
@Injectable()
export class HealthSampleSchedule implements OnApplicationBootstrap {
  constructor(private readonly queues: JobQueues) {}

  async onApplicationBootstrap(): Promise<void> {
    await upsertTick(this.queues, HEALTH_SAMPLE_SCHEDULER_ID, HEALTH_SAMPLE_EVERY_MS, JobName.SampleHealth);
  }
}
