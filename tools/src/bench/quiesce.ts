import { QueueName } from '@lifewheel/contracts';
import { DEFAULT_JOURNEY_BATCH, type JobQueues } from '@lifewheel/platform';

/**
 * Waits until the observability service has stored every journey event the last run queued.
 * Saves at full speed leave a backlog that the service works through afterwards; a run measured
 * while it does shares the CPU with it and measures that backlog instead of its own operation.
 * Returns how long the wait took, in seconds.
 */
export async function quiesce(queues: JobQueues): Promise<number> {
  const started = performance.now();
  // The producers hold the last events for up to a flush interval before they queue them.
  await new Promise((resolve) => setTimeout(resolve, DEFAULT_JOURNEY_BATCH.flushMs + 50));
  const queue = queues.queue(QueueName.Observability);
  for (;;) {
    // Not 'delayed': the repeating payment-alert check always has its next run waiting there.
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
    if (Object.values(counts).every((count) => count === 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Let the last job's follow-up work (its database commit, the next blocking read) finish too.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return (performance.now() - started) / 1000;
}
