import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName, QueueName, type FocusReminderDay } from '@lifewheel/contracts';
import { JobQueues, jobSecretKey, sealJobSecrets } from '@lifewheel/platform';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { TEST_REDIS_URL, TestStack, mailHeader, mailPart, waitFor } from '@lifewheel/testing';
import { messageIdPrefixOf } from '../message-id.js';

const SITE = 'https://wheel.example.test';
const STOP_TOKEN = 'FocusStopTokenForTheWorkerTest_abcdefghijk';
const FOCUS_ID = '5b2d8c1e-3f4a-4b6c-8d9e-0a1b2c3d4e5f';
const links = (language: string) => ({
  rerateUrl: `${SITE}/${language}/premium/focus/${FOCUS_ID}/rerate`,
  stopUrl: `${SITE}/${language}/focus-reminders/stop/${STOP_TOKEN}`,
  oneClickStopUrl: `${SITE}/api/focus-reminders/stop?token=${STOP_TOKEN}`,
});

describe('focus reminder email in the worker', () => {
  const smtp = new SmtpStandIn();
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
  const enqueue = (language: string, day: FocusReminderDay, to: string) =>
    queues.enqueue(JobName.SendFocusReminderEmail, {
      focusId: FOCUS_ID,
      day,
      domain: 'physical-health',
      language,
      siteUrl: SITE,
      secrets: sealJobSecrets(JobName.SendFocusReminderEmail, { to, ...links(language) }, key),
    });

  it('turns each job into one email in the focus language, with the re-rate link, the stop link and one-click stop headers, nothing in clear in Redis or the logs', async () => {
    const worker = stack.one('worker');
    // Stopped, so the jobs wait in Redis where they can be read.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const midway = await enqueue('de', 7, 'jonas@example.com');
    const closing = await enqueue('en', 30, 'maya@example.com');
    for (const jobId of [midway, closing]) {
      const stored = await storedJob(jobId);
      expect(stored).toContain('secrets');
      for (const secret of ['jonas@', 'maya@', STOP_TOKEN, '/rerate']) expect(stored).not.toContain(secret);
    }

    await worker.start();
    await waitFor(async () => (await Promise.all([midway, closing].map((jobId) => emailQueue().getJob(jobId)))).every((job) => job === undefined), {
      what: 'both jobs done',
    });
    // Exactly one email per job, and no other.
    const mailsOf = (jobId: string) => smtp.messages.filter((message) => message.messageId.startsWith(messageIdPrefixOf(jobId)));
    expect([mailsOf(midway).length, mailsOf(closing).length, smtp.messages.length]).toEqual([1, 1, 2]);
    const mailOf = (jobId: string) => mailsOf(jobId)[0]!;

    const german = mailOf(midway);
    expect(german.to).toEqual(['jonas@example.com']);
    expect(mailHeader(german.raw, 'Content-Language')).toBe('de');
    // Mail lines end in CRLF on the wire.
    const germanText = mailPart(german.raw, 'text/plain').replaceAll('\r\n', '\n');
    expect(germanText).toContain('Vor sieben Tagen hast du beschlossen, dem Bereich „Körperliche Gesundheit“ 30 Tage lang');
    expect(germanText).toContain(`Jetzt neu einschätzen\n${links('de').rerateUrl}`);
    expect(germanText).toContain(links('de').stopUrl);
    const germanHtml = mailPart(german.raw, 'text/html');
    expect(germanHtml).toContain('<html lang="de" dir="ltr">');
    expect(germanHtml).toContain(`href="${links('de').rerateUrl}"`);
    expect(germanHtml).toContain(`href="${links('de').stopUrl}"`);
    expect(mailHeader(german.raw, 'List-Unsubscribe')).toBe(`<${links('de').oneClickStopUrl}>, <${links('de').stopUrl}>`);
    expect(mailHeader(german.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const english = mailOf(closing);
    expect(english.to).toEqual(['maya@example.com']);
    expect(mailHeader(english.raw, 'Subject')).toBe('Your 30 days of focus on Physical Health are done');
    expect(mailPart(english.raw, 'text/plain').replaceAll('\r\n', '\n')).toContain(`Re-rate now\n${links('en').rerateUrl}`);
    expect(mailHeader(english.raw, 'List-Unsubscribe')).toBe(`<${links('en').oneClickStopUrl}>, <${links('en').stopUrl}>`);

    const output = worker.output.join('\n');
    for (const secret of ['jonas@', 'maya@', STOP_TOKEN, '/rerate']) expect(output).not.toContain(secret);
  });
});
