import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@lifewheel/contracts';
import { DEFAULT_JOB_OPTIONS, JobQueues, type JobEnvelope } from '@lifewheel/platform';
import { REDIS_MEMORY_OPTIONS, type RedisMemoryOptions } from './redis-memory-options.js';

export const REDIS_MEMORY_SCHEDULER_ID = 'redis-memory';

/** The Redis memory check's tick, one however many replicas upsert it (as payment-alert-schedule.ts). */
@Injectable()
export class RedisMemorySchedule implements OnApplicationBootstrap {
  constructor(
    private readonly queues: JobQueues,
    @Inject(REDIS_MEMORY_OPTIONS) private readonly options: RedisMemoryOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const envelope: JobEnvelope<JobName.CheckRedisMemory> = { payload: {} };
    await this.queues.queue(QueueName.Observability).upsertJobScheduler(
      REDIS_MEMORY_SCHEDULER_ID,
      { every: this.options.checkEverySeconds * 1000 },
      {
        name: JobName.CheckRedisMemory,
        data: envelope,
        // A missed check is not worth retrying: the next one reads Redis afresh.
        opts: { attempts: 1, removeOnComplete: true, removeOnFail: DEFAULT_JOB_OPTIONS.removeOnFail },
      },
    );
  }
}
