import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName, QueueName } from '@lifewheel/contracts';
import { JobQueues, jobSecretKey, sealJobSecrets } from '@lifewheel/platform';
import { SmtpStandIn, type CapturedMail } from '@lifewheel/tools/stand-ins';
import { TEST_REDIS_URL, TestStack, mailHeader, mailPart, waitFor } from '@lifewheel/testing';
import { messageIdPrefixOf } from './message-id.js';

const LOGIN_TOKEN = 'LoginTokenForTheDeliveryTest_abcdefghijklmn';
const UNSUBSCRIBE_TOKEN = 'UnsubscribeTokenForTheDeliveryTest_abcdefgh';
const SITE = 'https://wheel.example.test';

describe('email worker', () => {
  const smtp = new SmtpStandIn({ acceptDelayMs: 150 });
  let stack: TestStack;
  let queues: JobQueues;
  let key: Buffer;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({ processes: ['worker'], env: { SMTP_URL: smtpUrl, MAIL_FROM: 'Lifewheel <hello@lifewheel.test>' } });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
    key = jobSecretKey(stack.baseEnv['JOB_SECRET_KEY']!);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
    await smtp.stop();
  });

  const emailQueue = () => queues.queue(QueueName.Email);
  const storedJob = async (jobId: string) => JSON.stringify(await (await emailQueue().backend.client).hgetall(emailQueue().toKey(jobId)));
  const mailFor = (jobId: string) =>
    waitFor(() => smtp.messages.find((message) => message.messageId.startsWith(messageIdPrefixOf(jobId))), { what: `the email of job ${jobId}` });
  const html = (mail: CapturedMail) => mailPart(mail.raw, 'text/html');
  const alertJob = (to: string) => ({
    rule: 'payment-failures' as const,
    kind: 'alert' as const,
    figures: { failuresLastHour: 3, consecutiveFailures: 3, checkoutsInWindow: 0, lastSuccessfulPayment: null, checkedAt: new Date().toISOString() },
    failureThreshold: 3,
    noSuccessMinutes: 60,
    secrets: sealJobSecrets(JobName.SendPaymentAlertEmail, { to }, key),
  });

  it('writes each kind of email in its language, sends it through SMTP, and keeps no address or token in clear in Redis', async () => {
    const worker = stack.one('worker');
    // Stopped, so the jobs wait in Redis where they can be read.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const login = await queues.enqueue(JobName.SendLoginEmail, {
      language: 'ja',
      validMinutes: 15,
      secrets: sealJobSecrets(JobName.SendLoginEmail, { to: 'haruto@example.com', link: `${SITE}/ja/login/verify#token=${LOGIN_TOKEN}` }, key),
    });
    const welcome = await queues.enqueue(JobName.SendWelcomeEmail, {
      subscriberId: '7d1f7a52-6a3e-4f57-9d8e-1c0f3b8a2f10',
      language: 'ar',
      siteUrl: SITE,
      secrets: sealJobSecrets(
        JobName.SendWelcomeEmail,
        {
          to: 'layla@example.com',
          unsubscribeUrl: `${SITE}/ar/unsubscribe/${UNSUBSCRIBE_TOKEN}`,
          oneClickUnsubscribeUrl: `${SITE}/api/mailing-list/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`,
        },
        key,
      ),
    });
    const alert = await queues.enqueue(JobName.SendPaymentAlertEmail, alertJob('ops@example.com'));
    for (const jobId of [login, welcome, alert]) {
      const stored = await storedJob(jobId);
      expect(stored).toContain('secrets');
      for (const secret of ['haruto@', 'layla@', 'ops@', LOGIN_TOKEN, UNSUBSCRIBE_TOKEN]) expect(stored).not.toContain(secret);
    }

    await worker.start();
    const loginMail = await mailFor(login);
    expect(loginMail.to).toEqual(['haruto@example.com']);
    expect(loginMail.raw).toMatch(/multipart\/alternative/);
    expect(mailHeader(loginMail.raw, 'Content-Language')).toBe('ja');
    // On the sender's domain (MAIL_FROM), and told apart from any earlier job numbered alike.
    expect(loginMail.messageId).toMatch(new RegExp(`^<job-${login}\\.[0-9a-z]+@lifewheel\\.test>$`));
    expect(html(loginMail)).toContain('<html lang="ja" dir="ltr">');
    expect(mailPart(loginMail.raw, 'text/plain')).toContain(`${SITE}/ja/login/verify#token=${LOGIN_TOKEN}`);

    const welcomeMail = await mailFor(welcome);
    expect(welcomeMail.to).toEqual(['layla@example.com']);
    expect(mailHeader(welcomeMail.raw, 'Content-Language')).toBe('ar');
    expect(html(welcomeMail)).toContain('<html lang="ar" dir="rtl">');
    expect(mailPart(welcomeMail.raw, 'text/plain')).toContain(`${SITE}/ar/unsubscribe/${UNSUBSCRIBE_TOKEN}`);
    expect(mailHeader(welcomeMail.raw, 'List-Unsubscribe')).toBe(`<${SITE}/api/mailing-list/unsubscribe?token=${UNSUBSCRIBE_TOKEN}>`);
    expect(mailHeader(welcomeMail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const alertMail = await mailFor(alert);
    expect(alertMail.to).toEqual(['ops@example.com']);
    expect(mailHeader(alertMail.raw, 'Subject')).toBe('[Lifewheel alert] 3 payments failed in the last hour');
    expect(mailHeader(alertMail.raw, 'Content-Language')).toBe('en');

    const output = worker.output.join('\n');
    for (const secret of ['haruto@', 'layla@', 'ops@', LOGIN_TOKEN, UNSUBSCRIBE_TOKEN]) expect(output).not.toContain(secret);
    await waitFor(async () => (await Promise.all([login, welcome, alert].map((jobId) => emailQueue().getJob(jobId)))).every((job) => job === undefined), {
      what: 'the done jobs to be removed',
    });
  });

  it('loses no queued job and sends none twice across a graceful restart of the worker', async () => {
    smtp.messages.length = 0;
    const worker = stack.one('worker');
    const ids: string[] = [];
    for (let i = 0; i < 24; i += 1) ids.push(await queues.enqueue(JobName.SendPaymentAlertEmail, alertJob(`person${i}@example.com`)));
    await waitFor(() => smtp.messages.length > 0, { what: 'the first email' });

    // SIGTERM while emails are in flight: those finish, the rest wait in the queue.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const sentBeforeRestart = smtp.messages.length;
    expect(sentBeforeRestart).toBeLessThan(24);

    await worker.start();
    // Every job done (and so removed): nothing is left that could still send a second copy.
    await waitFor(async () => (await Promise.all(ids.map((jobId) => emailQueue().getJob(jobId)))).every((job) => job === undefined), {
      timeoutMs: 30_000,
      what: 'all 24 jobs done',
    });
    // One email per job, each under its own Message-ID.
    const received = smtp.messages.map((message) => message.messageId);
    expect(new Set(received).size).toBe(received.length);
    expect(ids.map((id) => received.filter((messageId) => messageId.startsWith(messageIdPrefixOf(id))).length)).toEqual(ids.map(() => 1));
    expect(received.length).toBe(ids.length);
  });
});

/** An SMTP server that takes the connection and never greets: a send hangs there until killed. */
async function silentMailServer(): Promise<{ url: string; connected: Promise<void>; close: () => Promise<void> }> {
  const sockets: Socket[] = [];
  let onConnect = () => {};
  const connected = new Promise<void>((resolve) => (onConnect = resolve));
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    onConnect();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    connected,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('email worker killed mid-send', () => {
  const smtp = new SmtpStandIn();
  let stack: TestStack;
  let queues: JobQueues;

  beforeAll(async () => {
    await smtp.start();
    stack = await TestStack.start({ processes: [], env: { MAIL_FROM: 'Lifewheel <hello@lifewheel.test>' } });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
    await smtp.stop();
  });

  it('gives up on a mail server that never greets after 10 s, and retries the job later', async () => {
    const hanging = await silentMailServer();
    const worker = await stack.add('worker', { SMTP_URL: hanging.url });
    try {
      const jobId = await queues.enqueue(JobName.SendPaymentAlertEmail, {
        rule: 'payment-failures',
        kind: 'alert',
        figures: { failuresLastHour: 3, consecutiveFailures: 3, checkoutsInWindow: 0, lastSuccessfulPayment: null, checkedAt: new Date().toISOString() },
        failureThreshold: 3,
        noSuccessMinutes: 60,
        secrets: sealJobSecrets(JobName.SendPaymentAlertEmail, { to: 'ops@example.com' }, jobSecretKey(stack.baseEnv['JOB_SECRET_KEY']!)),
      });
      // Nodemailer's own default waits 30 s for the greeting (and 10 minutes of silence mid-send).
      const job = await waitFor(
        async () => {
          const current = await queues.queue(QueueName.Email).getJob(jobId);
          return current && current.attemptsMade >= 1 ? current : undefined;
        },
        { timeoutMs: 20_000, what: 'the first attempt to fail' },
      );
      expect(job.failedReason).toMatch(/greeting/i);
      expect(await job.isDelayed()).toBe(true);
    } finally {
      await worker.stop('SIGTERM');
      await hanging.close();
    }
  });

  it('sends the login email through the next worker within 20-odd seconds, once', async () => {
    const hanging = await silentMailServer();
    try {
      const first = await stack.add('worker', { SMTP_URL: hanging.url });
      const key = jobSecretKey(stack.baseEnv['JOB_SECRET_KEY']!);
      const jobId = await queues.enqueue(JobName.SendLoginEmail, {
        language: 'de',
        validMinutes: 15,
        secrets: sealJobSecrets(JobName.SendLoginEmail, { to: 'jonas@example.com', link: `${SITE}/de/login/verify#token=${LOGIN_TOKEN}` }, key),
      });
      // The job is active, its send waiting on a server that never answers, when the process dies.
      await hanging.connected;
      await first.stop('SIGKILL');

      await stack.add('worker', { SMTP_URL: smtp.url });
      // BullMQ's default lock (30 s) and stalled checks (30 s) kept such a job 35 to 90 s.
      const mail = await waitFor(() => smtp.messages.find((message) => message.messageId.startsWith(messageIdPrefixOf(jobId))), {
        timeoutMs: 25_000,
        what: 'the login email, sent again by the new worker',
      });
      expect(mail.to).toEqual(['jonas@example.com']);
      expect(mailPart(mail.raw, 'text/plain')).toContain(LOGIN_TOKEN);
      await waitFor(async () => (await queues.queue(QueueName.Email).getJob(jobId)) === undefined, { what: 'the job to be done' });
      expect(smtp.messages.filter((message) => message.messageId.startsWith(messageIdPrefixOf(jobId)))).toHaveLength(1);
    } finally {
      await hanging.close();
    }
  });
});
