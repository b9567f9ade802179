import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName, QueueName } from '@lifewheel/contracts';
import { JobQueues, generateJobSecretKey, jobSecretKey, sealJobSecrets } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, mailPart, waitFor } from '@lifewheel/testing';

const token = 'LoginTokenForTheWorkerTest_abcdefghijklmnop';
const link = `https://wheel.example.test/fr/login/verify#token=${token}`;

describe('login email in the worker, without SMTP (.eml files)', () => {
  let stack: TestStack;
  let queues: JobQueues;
  let key: Buffer;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['worker'] });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
    key = jobSecretKey(stack.baseEnv['JOB_SECRET_KEY']!);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
  });

  /** Everything Redis holds for a job (its data, options, and once failed its reason and trace), as one text. */
  const storedJob = async (jobId: string) => {
    const queue = queues.queue(QueueName.Email);
    return JSON.stringify(await (await queue.backend.client).hgetall(queue.toKey(jobId)));
  };

  it("keeps the address and the link sealed in Redis, writes the email in the visitor's language, logs only the file, and removes the job", async () => {
    const worker = stack.one('worker');
    // Stopped, so the job waits in Redis where it can be read.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const secrets = sealJobSecrets(JobName.SendLoginEmail, { to: 'lea@example.test', link }, key);
    const jobId = await queues.enqueue(JobName.SendLoginEmail, { language: 'fr', validMinutes: 15, secrets });
    const stored = await storedJob(jobId);
    expect((await queues.queue(QueueName.Email).getJob(jobId))?.data.payload).toEqual({ language: 'fr', validMinutes: 15, secrets });
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('lea@');

    await worker.start();
    const sent = await waitFor(() => worker.output.find((line) => line.includes('Email sent') && line.includes(jobId)), { what: 'the email to be written' });
    const file = (JSON.parse(sent) as { location: string }).location;
    expect(file).toMatch(/\.eml$/);
    const raw = readFileSync(file, 'utf8');
    expect(raw).toMatch(/^To: lea@example\.test$/m);
    expect(mailPart(raw, 'text/plain')).toContain(link);
    expect(mailPart(raw, 'text/plain')).toContain('Cliquez sur le bouton ci-dessous pour vous connecter à Lifewheel.');
    expect(mailPart(raw, 'text/html')).toContain('<html lang="fr" dir="ltr">');
    const output = worker.output.join('\n');
    expect(output).not.toContain(token);
    expect(output).not.toContain('lea@');
    await waitFor(async () => (await queues.queue(QueueName.Email).getJob(jobId)) === undefined, { what: 'the done job to be removed' });
  });

  it.each([
    ['sealed with another key', () => sealJobSecrets(JobName.SendLoginEmail, { to: 'max@example.test', link }, jobSecretKey(generateJobSecretKey()))],
    // The same key, but sealed for another kind of job: it opens only where it was meant to.
    ['sealed for another kind of job', () => sealJobSecrets(JobName.SendPaymentAlertEmail, { to: 'max@example.test' }, key) as never],
  ])('fails at once, keeping the job for inspection with nothing in clear, when its secrets were %s', async (_label, seal) => {
    const jobId = await queues.enqueue(JobName.SendLoginEmail, { language: 'en', validMinutes: 15, secrets: seal() });
    const emailQueue = queues.queue(QueueName.Email);
    // The state first, then the job: a job read while still active would say it had no attempt yet.
    const failed = await waitFor(async () => ((await emailQueue.getJobState(jobId)) === 'failed' ? emailQueue.getJob(jobId) : undefined), {
      what: 'the job to fail',
    });
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toMatch(/JOB_SECRET_KEY/);
    const stored = await storedJob(jobId);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('max@');
    expect(stack.one('worker').output.join('\n')).not.toContain(token);
  });
});
