import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName, QueueName } from '@lifewheel/contracts';
import { JobQueues, generateJobSecretKey, jobSecretKey, sealSecret } from '@lifewheel/platform';
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

  it('keeps the link sealed in Redis, writes the email in the visitor\'s language, logs only the file, and removes the job', async () => {
    const worker = stack.one('worker');
    // Stopped, so the job waits in Redis where it can be read.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const jobId = await queues.enqueue(JobName.SendLoginEmail, { to: 'lea@example.test', language: 'fr', sealedLink: sealSecret(link, key, 'lea@example.test'), validMinutes: 15 });
    const waiting = await queues.queue(QueueName.Email).getJob(jobId);
    expect(JSON.stringify(waiting?.data)).not.toContain(token);
    expect(JSON.stringify(waiting?.data)).toContain('sealedLink');

    await worker.start();
    const sent = await waitFor(() => worker.output.find((line) => line.includes('Email sent') && line.includes(jobId)), { what: 'the email to be written' });
    const file = (JSON.parse(sent) as { location: string }).location;
    expect(file).toMatch(/\.eml$/);
    const raw = readFileSync(file, 'utf8');
    expect(mailPart(raw, 'text/plain')).toContain(link);
    expect(mailPart(raw, 'text/plain')).toContain('Cliquez sur le bouton ci-dessous pour vous connecter à Lifewheel.');
    expect(mailPart(raw, 'text/html')).toContain('<html lang="fr" dir="ltr">');
    expect(worker.output.join('\n')).not.toContain(token);
    await waitFor(async () => (await queues.queue(QueueName.Email).getJob(jobId)) === undefined, { what: 'the done job to be removed' });
  });

  it('fails at once, and keeps the job for inspection, when the link cannot be opened with this key', async () => {
    const sealed = sealSecret(link, jobSecretKey(generateJobSecretKey()), 'max@example.test');
    const jobId = await queues.enqueue(JobName.SendLoginEmail, { to: 'max@example.test', language: 'en', sealedLink: sealed, validMinutes: 15 });
    const emailQueue = queues.queue(QueueName.Email);
    // The state first, then the job: a job read while still active would say it had no attempt yet.
    const failed = await waitFor(async () => ((await emailQueue.getJobState(jobId)) === 'failed' ? emailQueue.getJob(jobId) : undefined), { what: 'the job to fail' });
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toMatch(/JOB_SECRET_KEY/);
    expect(stack.one('worker').output.join('\n')).not.toContain(token);
  });
});
