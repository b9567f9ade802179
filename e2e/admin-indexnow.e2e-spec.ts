import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { IndexNowStandIn, SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { TestStack, launchChromium, newContextPage, seriousAccessibilityViolations, watchPage } from '@lifewheel/testing';
import { logInByEmail } from './support/log-in.js';

const ADMIN = 'indexnow.admin@example.test';
const KEY = 'e2e-indexnow-key-0123456789abcdef';

// /admin-indexnow in Chromium against the real gateway, identity and worker, with the local
// IndexNow stand-in checking our key file through the gateway as the real service would.
describe('/admin-indexnow in Chromium', () => {
  const smtp = new SmtpStandIn();
  const indexNow = new IndexNowStandIn();
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    await indexNow.start();
    stack = await TestStack.start({
      processes: ['identity'],
      env: { SMTP_URL: smtpUrl, ADMIN_EMAILS: ADMIN, INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: indexNow.endpoint, RATE_LIMIT_WRITES_PER_MINUTE: '100000' },
    });
    await stack.add('gateway');
    // The worker submits the build's pages (web/dist) under the gateway's address, where the key file is.
    await stack.add('worker', { PUBLIC_URL: `http://127.0.0.1:${stack.one('gateway').probePort}`, INDEXNOW_SUBMIT_ON_START: 'false' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await indexNow.stop();
    await smtp.stop();
  });

  it('lets an admin see the key self-test pass, preview, submit what changed, and see the batch answered in the history', async () => {
    const page = await newContextPage(browser, { viewport: { width: 1280, height: 900 } });
    const problems = watchPage(page);
    await logInByEmail(page, smtp, stack.gatewayUrl, ADMIN);
    await page.goto(`${stack.gatewayUrl}/admin-indexnow`);
    await page.getByRole('heading', { level: 1, name: 'IndexNow' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    await page.getByText('Self-test passed').waitFor();
    const pending = page.getByRole('region', { name: 'Pending' });
    await pending.getByText(/pages changed since they were last accepted/).waitFor();
    await pending.getByRole('button', { name: 'Preview the batches' }).click();
    const preview = pending.getByRole('table', { name: /dry run/ });
    await preview.waitFor();
    expect(await preview.getByRole('row').count()).toBe(2);
    expect(indexNow.submissions).toEqual([]);

    await page.getByRole('button', { name: 'Submit changed now' }).click();
    await page.getByText('Queued.').waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('row').filter({ hasText: '200 received' }).waitFor({ timeout: 20_000 });
    await expect(history.getByRole('row').filter({ hasText: '200 received' }).textContent()).resolves.toContain(`Admin (${ADMIN})`);
    await pending.getByText('Nothing pending').waitFor({ timeout: 10_000 });
    expect(indexNow.submissions.map((submission) => submission.status)).toEqual([200]);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it('serves the page as the app shell without a language prefix only', async () => {
    const page = await fetch(`${stack.gatewayUrl}/admin-indexnow`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="robots" content="noindex" />');
    expect((await fetch(`${stack.gatewayUrl}/fr/admin-indexnow`)).status).toBe(404);
  });
});
