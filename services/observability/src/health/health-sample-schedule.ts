import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@lifewheel/contracts';
import { DEFAULT_JOB_OPTIONS, JobQueues, type JobEnvelope } from '@lifewheel/platform';

export const HEALTH_SAMPLE_SCHEDULER_ID = 'health-sample';
export const HEALTH_SAMPLE_EVERY_MS = 60_000;

/** The health history's tick, once a minute however many replicas upsert it (as payment-alert-schedule.ts). */
@Injectable()
export class HealthSampleSchedule implements OnApplicationBootstrap {
  constructor(private readonly queues: JobQueues) {}

  async onApplicationBootstrap(): Promise<void> {
    const envelope: JobEnvelope<JobName.SampleHealth> = { payload: {} };
    await this.queues.queue(QueueName.Observability).upsertJobScheduler(
      HEALTH_SAMPLE_SCHEDULER_ID,
      { every: HEALTH_SAMPLE_EVERY_MS },
      {
        name: JobName.SampleHealth,
        data: envelope,
        // A missed sample stays missed (the history shows the minute as unknown); the next one is taken afresh.
        opts: { attempts: 1, removeOnComplete: true, removeOnFail: DEFAULT_JOB_OPTIONS.removeOnFail },
      },
    );
  }
}
