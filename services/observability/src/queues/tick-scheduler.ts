import type { JobName } from '@lifewheel/contracts';
import { QueueName } from '@lifewheel/contracts';
import { DEFAULT_JOB_OPTIONS, type JobEnvelope, type JobQueues } from '@lifewheel/platform';

/** Jobs that are a bare tick: no payload, the handler looks afresh each time. */
type TickJob = JobName.EvaluatePaymentAlerts | JobName.SampleHealth | JobName.CheckRedisMemory;

/**
 * Registers a tick with BullMQ's job scheduler on observability's queue. Every replica upserts the
 * same scheduler id, so there is one tick however many run, and a changed interval replaces the old
 * one. A missed tick is not retried: the next one does the same work afresh.
 */
export async function upsertTick(queues: JobQueues, schedulerId: string, everyMs: number, name: TickJob): Promise<void> {
  const envelope: JobEnvelope<TickJob> = { payload: {} };
  await queues
    .queue(QueueName.Observability)
    .upsertJobScheduler(
      schedulerId,
      { every: everyMs },
      { name, data: envelope, opts: { attempts: 1, removeOnComplete: true, removeOnFail: DEFAULT_JOB_OPTIONS.removeOnFail } },
    );
}
