import { afterAll, describe, expect, it } from 'vitest';
import { JobName, QueueName, type JobPayloads } from '@lifewheel/contracts';
import { TEST_REDIS_URL, deleteRedisPrefix, testRedisPrefix, waitFor } from '@lifewheel/testing';
import { runInRequestScope } from '../context/request-scope.js';
import { createLogger } from '../logging/logger.js';
import type { JobEnvelope } from '../queues/job-envelope.js';
import { JobQueues } from '../queues/job-queues.js';
import { ErrorReporter } from './error-reporter.js';

describe('the error reporter', () => {
  const prefix = testRedisPrefix();
  const queues = new JobQueues(TEST_REDIS_URL, prefix);
  afterAll(async () => {
    await queues.close();
    await deleteRedisPrefix(prefix);
  });

  it('sends the error with its request id and the process’s release, for the console’s error groups', async () => {
    const reporter = new ErrorReporter('billing', queues, createLogger({ service: 'billing', version: '3.1.4', level: 'warn' }), '3.1.4');
    runInRequestScope({ requestId: 'req-reporter-1' }, () => reporter.report(new TypeError('Payment 12 failed')));
    const [job] = await waitFor(
      async () => {
        const jobs = await queues.queue(QueueName.Observability).getJobs(['wait']);
        return jobs.length > 0 ? jobs : null;
      },
      { what: 'the error job' },
    );
    expect(job!.name).toBe(JobName.RecordError);
    const payload = (job!.data as JobEnvelope<JobName.RecordError>).payload satisfies JobPayloads[JobName.RecordError];
    expect(payload).toMatchObject({ source: 'billing', message: 'Payment 12 failed', requestId: 'req-reporter-1', release: '3.1.4' });
    expect(payload.stack).toMatch(/^TypeError: Payment 12 failed/);
  });
});
