import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import type { Page } from 'playwright-core';
import { JobName, QueueName } from '@lifewheel/contracts';
import { TEST_REDIS_URL, hasHorizontalScroll, seriousAccessibilityViolations, waitFor, watchPage } from '@lifewheel/testing';
import { AdminBrowserStack, E2E_ADMIN_EMAIL, E2E_TRACE_UI_URL } from './support/admin-browser-stack.js';

/**
 * A word no error message shape rewrites: letters only, none of them hex digits (the error
 * grouping replaces numbers, ids and hex with placeholders), so the group's shape keeps it.
 */
function marker(): string {
  const letters = 'ghijkmnpqrstuvwxyz';
  return Array.from({ length: 12 }, () => letters[randomInt(letters.length)]).join('');
}

describe('/admin/debug in Chromium: is it working', () => {
  const app = new AdminBrowserStack();
  let email: Queue;
  let observability: Queue;

  beforeAll(async () => {
    await app.start();
    const options = { connection: { url: TEST_REDIS_URL }, prefix: `${app.stack.redisPrefix}:bull` };
    email = new Queue(QueueName.Email, options);
    observability = new Queue(QueueName.Observability, options);
  });
  afterAll(async () => {
    await email?.close();
    await observability?.close();
    await app.stop();
  });

  /** A login email job whose sealed part no JOB_SECRET_KEY opens: the real worker fails it, once (attempts 1). */
  async function jobTheWorkerFails(): Promise<string> {
    const job = await email.add(JobName.SendLoginEmail, { payload: { secrets: { sealed: 'not sealed with this key' } } }, { attempts: 1, removeOnFail: false });
    await waitFor(() => job.isFailed(), { what: 'the worker to fail the job' });
    return job.id!;
  }

  async function openDebugPage(page: Page): Promise<void> {
    await page.goto(`${app.url}/admin/debug`);
    await page.getByRole('heading', { level: 1, name: 'Is it working' }).waitFor();
  }

  it('shows a failed job that an admin retries (audited on /admin), and an error the page reported, which the admin resolves', async () => {
    const jobId = await jobTheWorkerFails();
    const firstFailure = (await email.getJob(jobId))!.finishedOn!;
    const page = await app.newPage();
    const problems = watchPage(page);
    await app.logIn(page, E2E_ADMIN_EMAIL);
    await openDebugPage(page);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // Every panel answers on its own.
    for (const title of ['Health', 'Traffic', 'Queues', 'Errors', 'Journeys', 'Payment alerts']) {
      await page.getByRole('region', { name: title }).waitFor();
    }
    const health = page.getByRole('region', { name: 'Health' });
    await health.getByText('PostgreSQL Up').waitFor();
    await health.getByRole('row', { name: /^observability Up/ }).waitFor();

    // Refreshes in place: after two more answers of a panel, no panel has gone back to "Loading…".
    for (let refresh = 0; refresh < 2; refresh += 1) await page.waitForResponse((response) => response.url().endsWith('/api/admin/debug/queues'));
    expect(await page.getByRole('status').filter({ hasText: 'Loading…' }).count()).toBe(0);

    // The failed job: its queue, its error, Retry with a confirmation.
    const queues = page.getByRole('region', { name: 'Queues' });
    await queues.getByRole('button', { name: 'Show failed jobs of email' }).click();
    const failed = page.getByRole('region', { name: 'Failed jobs in email' });
    const job = failed.getByRole('listitem', { name: `${JobName.SendLoginEmail} #${jobId}` });
    await job.waitFor();
    await job
      .getByRole('paragraph')
      .filter({ hasText: /cannot be opened with this JOB_SECRET_KEY/ })
      .waitFor();
    await job.getByRole('button', { name: `Retry job ${jobId}` }).click();
    const confirm = page.getByRole('dialog', { name: new RegExp(`Retry job ${JobName.SendLoginEmail} #${jobId}\\?`) });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Retry the job' }).click();
    await failed
      .getByRole('status')
      .filter({ hasText: `Job ${jobId} was sent back to its queue.` })
      .waitFor();
    expect(await confirm.isVisible()).toBe(false);
    // BullMQ ran it again: the worker fails it once more, later than the first time.
    await waitFor(
      async () => {
        const again = await email.getJob(jobId);
        return again !== undefined && (await again.isFailed()) && (again.finishedOn ?? 0) > firstFailure;
      },
      { what: 'the retried job to run again' },
    );

    // An error this page reports, grouped; resolved from the page.
    const word = marker();
    const reported = await page.evaluate(
      async (message) =>
        (
          await fetch('/api/observability/errors', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ source: 'admin-debug-e2e', message }),
          })
        ).status,
      `Checkout button ${word} broke`,
    );
    expect(reported).toBe(202);
    const errors = page.getByRole('region', { name: 'Errors' });
    const group = errors.getByRole('listitem', { name: new RegExp(`Checkout button ${word} broke`) });
    await group.waitFor({ timeout: 30_000 });
    await group.getByText('Latest occurrence').click();
    await group.getByText('browser:admin-debug-e2e').waitFor();

    // An error a process reported (as its ErrorReporter does, through BullMQ) carries its trace id, which links to TRACE_UI_URL.
    const traceId = randomBytes(16).toString('hex');
    const requestId = randomUUID();
    const serverWord = marker();
    await observability.add(JobName.RecordError, {
      payload: {
        level: 'error',
        source: 'billing',
        message: `Capture ${serverWord} refused`,
        requestId,
        traceId,
        release: 'e2e-release',
        occurredAt: new Date().toISOString(),
      },
    });
    const serverGroup = errors.getByRole('listitem', { name: new RegExp(`Capture ${serverWord} refused`) });
    await serverGroup.waitFor({ timeout: 30_000 });
    await serverGroup.getByText('Latest occurrence').click();
    await serverGroup.getByText(requestId).waitFor();
    await serverGroup.getByText('e2e-release').waitFor();
    await expect(serverGroup.getByRole('link', { name: `Open trace ${traceId} in the trace viewer (new tab)` }).getAttribute('href')).resolves.toBe(
      E2E_TRACE_UI_URL.replace('{traceId}', traceId),
    );

    await group.getByRole('button', { name: /^Mark resolved/ }).click();
    // The "open" list no longer holds it; the "resolved" one does.
    await group.waitFor({ state: 'detached' });
    await errors.getByLabel('Show').selectOption('resolved');
    await errors
      .getByRole('listitem', { name: new RegExp(`Checkout button ${word} broke`) })
      .getByRole('button', { name: /^Reopen/ })
      .waitFor();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // On a phone (320 px) the page does not scroll sideways: wide tables scroll inside their panel,
    // and each check's uptime bar goes under its name.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await hasHorizontalScroll(page)).toBe(false);

    // Both changes are in the audit log on /admin.
    await page.setViewportSize({ width: 1280, height: 900 });
    const audit = page.getByRole('region', { name: 'Audit log' });
    await waitFor(
      async () => {
        await page.goto(`${app.url}/admin`);
        await audit
          .getByRole('row')
          .nth(1)
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined);
        const retried = await audit
          .getByRole('row', { name: /queue-job\.retry/ })
          .filter({ hasText: `email/${jobId}` })
          .count();
        const resolved = await audit.getByRole('row', { name: /error-group\.resolve/ }).count();
        return retried === 1 && resolved >= 1;
      },
      { what: 'the retry and resolve audit lines on /admin' },
    );
    await expect(
      audit
        .getByRole('row', { name: /queue-job\.retry/ })
        .filter({ hasText: `email/${jobId}` })
        .textContent(),
    ).resolves.toContain(E2E_ADMIN_EMAIL);
    expect(problems.errors).toEqual([]);
  });
});
