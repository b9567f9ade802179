import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@lifewheel/contracts';
import { DEFAULT_JOB_OPTIONS, JobQueues, type JobEnvelope } from '@lifewheel/platform';

export const RETENTION_SCHEDULER_ID = 'observability-retention';

/** Daily at 03:17 UTC (a quiet hour, off the round minute); one scheduler id for every replica. */
export const RETENTION_CRON = '17 3 * * *';

@Injectable()
export class RetentionSchedule implements OnApplicationBootstrap {
  constructor(private readonly queues: JobQueues) {}

  async onApplicationBootstrap(): Promise<void> {
    const envelope: JobEnvelope<JobName.ApplyRetention> = { payload: {} };
    await this.queues.queue(QueueName.Observability).upsertJobScheduler(
      RETENTION_SCHEDULER_ID,
      { pattern: RETENTION_CRON, tz: 'UTC' },
      {
        name: JobName.ApplyRetention,
        data: envelope,
        // A failed run is retried by BullMQ; the next day's run catches up anyway.
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true, removeOnFail: DEFAULT_JOB_OPTIONS.removeOnFail },
      },
    );
  }
}
