import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName } from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { TEST_REDIS_URL, TestStack, waitFor } from '@lifewheel/testing';

describe('email worker', () => {
  const smtp = new SmtpStandIn({ acceptDelayMs: 150 });
  let stack: TestStack;
  let queues: JobQueues;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({ processes: ['worker'], env: { SMTP_URL: smtpUrl, MAIL_FROM: 'Lifewheel <hello@lifewheel.test>' } });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
    await smtp.stop();
  });

  it('sends through SMTP with a Message-ID derived from the job id', async () => {
    const jobId = await queues.enqueue(JobName.SendEmail, { to: 'someone@example.com', subject: 'Hello', text: 'Plain words', html: '<p>Plain words</p>' });
    const mail = await waitFor(() => smtp.messages.find((message) => message.messageId === `<job-${jobId}@lifewheel>`), { what: 'the email' });
    expect(mail.to).toEqual(['someone@example.com']);
    expect(mail.raw).toMatch(/multipart\/alternative/);
  });

  it('loses no queued job and sends none twice across a graceful restart of the worker', async () => {
    smtp.messages.length = 0;
    const worker = stack.one('worker');
    const ids: string[] = [];
    for (let i = 0; i < 24; i += 1) ids.push(await queues.enqueue(JobName.SendEmail, { to: `person${i}@example.com`, subject: `Message ${i}`, text: `Body ${i}` }));
    await waitFor(() => smtp.messages.length > 0, { what: 'the first email' });

    // SIGTERM while emails are in flight: those finish, the rest wait in the queue.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const sentBeforeRestart = smtp.messages.length;
    expect(sentBeforeRestart).toBeLessThan(24);

    await worker.start();
    await waitFor(() => smtp.messages.length >= 24, { timeoutMs: 30_000, what: 'all 24 emails' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const received = smtp.messages.map((message) => message.messageId).sort();
    expect(received).toEqual(ids.map((id) => `<job-${id}@lifewheel>`).sort());
  });
});
