import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { auth as authEs } from '../web/src/i18n/locales/es/auth.js';
import {
  TestStack,
  hasHorizontalScroll,
  launchChromium,
  mailPart,
  newContextPage,
  seriousAccessibilityViolations,
  waitFor,
  watchPage,
} from '@lifewheel/testing';

// Links in emails start with identity's PUBLIC_URL; the test opens them through its own gateway.
const PUBLIC_URL = 'https://wheel.example.test';

describe('passwordless login in Chromium: ask for a link, open it from the email, confirm, log out', () => {
  const smtp = new SmtpStandIn();
  let stack: TestStack;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({
      processes: ['gateway', 'identity', 'assessments', 'worker'],
      env: { SMTP_URL: smtpUrl, RATE_LIMIT_WRITES_PER_MINUTE: '100000' },
      envFor: { identity: { PUBLIC_URL } },
    });
    url = stack.gatewayUrl;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp.stop();
  });

  const newPage = (width: number, height: number) => newContextPage(browser, { viewport: { width, height } });

  /** The link in the newest login email to `address`, pointed at this stack's gateway. */
  async function linkFromEmail(address: string, after: number): Promise<string> {
    const mail = await waitFor(() => smtp.messages.slice(after).find((message) => message.to.includes(address)), { what: `the login email to ${address}` });
    const link = /https:\/\/wheel\.example\.test\/login\/verify#token=[A-Za-z0-9_-]{43}/.exec(mailPart(mail.raw, 'text/plain'))?.[0];
    expect(link, 'the link in the email').toBeDefined();
    expect(mailPart(mail.raw, 'text/html')).toContain(`href="${link}"`);
    return link!.replace(PUBLIC_URL, url);
  }

  it('logs a person in and out on a phone-sized screen, by keyboard and pointer, without errors', async () => {
    const page = await newPage(360, 740);
    const problems = watchPage(page);
    const before = smtp.messages.length;

    await page.goto(`${url}/login`);
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // A wrong address is explained at the field, and nothing is sent.
    const field = page.getByLabel('Email address');
    await field.fill('not-an-address');
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await page.getByText('Enter a valid email address, like name@example.com').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('  Rosa.Login@Example.test ');
    await field.press('Enter');
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText('If rosa.login@example.test can receive email, a login link is on its way.', { exact: false }).waitFor();

    const link = await linkFromEmail('rosa.login@example.test', before);
    await page.goto(link);
    await page.getByText('Log in as r...@example.test?').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    // Opening the page changed nothing: still a visitor.
    expect((await page.request.get(`${url}/api/auth/user`)).status()).toBe(204);

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${url}/`);
    await page.getByText('You are logged in as rosa.login@example.test.').waitFor();
    // A phone's top bar has room for the account link only; logging out is on the account page.
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' });
    await account.waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Log out' }).isVisible()).toBe(false);
    const me = await page.request.get(`${url}/api/auth/user`);
    expect(await me.json()).toMatchObject({ email: 'rosa.login@example.test', isPremium: false });

    // Still logged in after a reload: the session lives on the server, behind an httpOnly cookie.
    await page.reload();
    await account.waitFor();
    expect(await page.evaluate<string>('document.cookie')).not.toContain('lw_session');

    await account.click();
    await page.waitForURL(`${url}/account`);
    const logOut = page.getByRole('main').getByRole('button', { name: 'Log out' });
    await logOut.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect((await page.request.get(`${url}/api/auth/user`)).status()).toBe(204);

    // The link has been used: it says so and offers a new one.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await page.getByRole('link', { name: 'Send me a new link' }).click();
    await page.waitForURL(`${url}/login`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    expect(problems.errors).toEqual([]);
    expect(problems.hydration).toEqual([]);
  });

  it('sends a person who asked from a page back to it, in their language', async () => {
    const page = await newPage(1280, 900);
    const problems = watchPage(page);
    const before = smtp.messages.length;
    await page.goto(`${url}/es/login?next=${encodeURIComponent('/es/customize')}`);
    // The whole way in Spanish: the login page, the page the link opens.
    await page.getByLabel(authEs.login.emailLabel).fill('sol.login@example.test');
    await page.getByRole('button', { name: authEs.login.submit }).click();
    await page.getByRole('heading', { name: authEs.login.sentTitle }).waitFor();
    const mail = await waitFor(() => smtp.messages.slice(before).find((message) => message.to.includes('sol.login@example.test')), {
      what: 'the Spanish login email',
    });
    const text = mailPart(mail.raw, 'text/plain');
    expect(text).toContain('Pulsa el botón de abajo para iniciar sesión en Lifewheel.');
    const link = /https:\/\/wheel\.example\.test\/es\/login\/verify#token=[A-Za-z0-9_-]{43}/.exec(text)![0].replace(PUBLIC_URL, url);
    await page.goto(link);
    await page.getByRole('button', { name: authEs.verify.confirm, exact: true }).click();
    await page.waitForURL(`${url}/es/customize`);
    expect(problems.errors).toEqual([]);
  });
});
