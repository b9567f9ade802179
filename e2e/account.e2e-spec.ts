import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import {
  TestStack,
  defaultAssessmentBody,
  hasHorizontalScroll,
  launchChromium,
  newContextPage,
  seriousAccessibilityViolations,
  watchPage,
} from '@lifewheel/testing';
import { logInByEmail } from './support/log-in.js';

describe('the account page in Chromium: download your data, delete your account', () => {
  const smtp = new SmtpStandIn();
  let stack: TestStack;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({
      processes: ['identity', 'assessments', 'billing', 'worker'],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', SMTP_URL: smtpUrl, MAIL_FROM: 'Lifewheel <hello@lifewheel.test>' },
    });
    // The gateway after the services: six processes booting at once on a small, busy machine can
    // take longer than a process is given to become ready.
    await stack.add('gateway');
    url = stack.gatewayUrl;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp.stop();
  });

  const newPage = () => newContextPage(browser, { viewport: { width: 360, height: 780 } });

  async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
    const [download] = (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])) as [Download, void];
    const path = await download.path();
    return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  it('downloads the data as JSON and CSV, then deletes the account after the address is typed, and is logged out', async () => {
    const email = `account.${Date.now()}@example.com`;
    const page = await newPage();
    // The wrong address below is refused with a 400, which the browser logs.
    const problems = watchPage(page, { ignore: [/400/] });
    await logInByEmail(page, smtp, url, email);
    const saved = await page.evaluate(
      async (json) => {
        const response = await fetch('/api/assessments', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: json,
          credentials: 'include',
        });
        return response.status;
      },
      JSON.stringify(defaultAssessmentBody(1)),
    );
    expect(saved).toBe(201);

    await page.goto(`${url}/`);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${url}/account`);
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await page.getByText(`You are logged in as ${email}.`).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const json = await downloaded(page, 'Download as JSON');
    expect(json.name).toMatch(/^lifewheel-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.text) as { identity: { user: { email: string } }; assessments: { assessments: unknown[] } };
    expect(data.identity.user.email).toBe(email);
    expect(data.assessments.assessments).toHaveLength(1);

    const csv = await downloaded(page, 'Download as CSV (spreadsheet)');
    expect(csv.name).toMatch(/^lifewheel-data-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text.split('\r\n')[0]).toBe('kind,record,field,value');
    expect(csv.text).toContain(`,email,${email}`);
    expect(csv.text).toMatch(/\r\nassessment,[0-9a-f-]{36},responses\.0\.current,/);

    // The dialog: keyboard first, the address typed, a wrong one refused with the reason.
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.waitFor();
    const field = dialog.getByLabel('Type your email address to confirm');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await field.fill('someone.else@example.com');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('alert').getByText('That is not the email address of this account.').waitFor();
    expect((await page.request.get(`${url}/api/auth/user`)).status()).toBe(200);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await field.fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor();
    expect((await page.request.get(`${url}/api/auth/user`)).status()).toBe(204);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${url}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await stack.db.query('select id from identity.users where email = $1', [email])).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(problems.hydration).toEqual([]);
  });

  it('sends a visitor to log in and back, in any language', async () => {
    const visitor = await newPage();
    await visitor.goto(`${url}/account`);
    await visitor.waitForURL(`${url}/login?next=${encodeURIComponent('/account')}`);
    await visitor.goto(`${url}/de/account`);
    await visitor.waitForURL(`${url}/de/login?next=${encodeURIComponent('/de/account')}`);
  });
});
