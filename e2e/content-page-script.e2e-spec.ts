// Issue 20: the content pages (`/`, the 12 domain pages, `/coaching-tools`) are pre-rendered HTML
// with a few KB of script (web/src/content-entry.ts) instead of the app. These tests hold what that
// must keep: the page works with no script at all; moving between content and app pages keeps
// the language, the answers in progress and the login; back works; and what a first visit really
// fetches stays small.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@lifewheel/contracts';
import { TestStack, hasHorizontalScroll, launchChromium, seriousAccessibilityViolations, signedInAccount, untilPageIdle, watchPage } from '@lifewheel/testing';
import { formatPrice } from '../web/src/features/premium/format-price.js';
import { localizedPath } from '../web/src/i18n/languages.js';
import { account as accountDe } from '../web/src/i18n/locales/de/account.js';
import { auth as authDe } from '../web/src/i18n/locales/de/auth.js';
import { common as commonDe } from '../web/src/i18n/locales/de/common.js';
import { common as commonEn } from '../web/src/i18n/locales/en/common.js';
import { assessment as assessmentEs } from '../web/src/i18n/locales/es/assessment.js';
import { domainPages as domainPagesEs } from '../web/src/i18n/locales/es/domain-pages.js';
import { home as homeEs } from '../web/src/i18n/locales/es/home.js';

const CONTENT_PAGES = ['/', '/family', '/coaching-tools'];
const CONTENT_BUDGET_BYTES = 60 * 1024;
const CHARGED_CENTS = 1250;
const questionEs = (current: number) => assessmentEs.progress.replace('{{current}}', String(current)).replace('{{total}}', '24');

describe('content pages without the app', () => {
  let stack: TestStack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const newPage = async (options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    [stack, browser] = await Promise.all([
      // A price other than the advertised one, which the pre-rendered pages were written with.
      TestStack.start({ processes: ['gateway', 'identity', 'assessments', 'billing', 'observability'], env: { PREMIUM_PRICE_CENTS: String(CHARGED_CENTS) } }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.stop();
  });

  it('works with JavaScript off: the language menu and the top bar lead where they say, on every kind of content page', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    for (const path of CONTENT_PAGES) {
      await page.goto(`${stack.gatewayUrl}${path}`);
      const menu = page.locator('details.language-switcher');
      expect(await menu.evaluate((element) => (element as HTMLDetailsElement).open), path).toBe(false);
      // A keyboard opens it: the summary is focusable and toggles on Enter.
      await menu.locator('summary').focus();
      await page.keyboard.press('Enter');
      const german = menu.locator('a[hreflang="de"]');
      await german.waitFor();
      expect(await menu.locator('a[aria-current="true"]').getAttribute('hreflang'), path).toBe('en');
      expect(await german.getAttribute('lang')).toBe('de');
      await german.click();
      await page.waitForURL(`${stack.gatewayUrl}${localizedPath('de', path)}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(await page.locator('details.language-switcher a[aria-current="true"]').getAttribute('hreflang')).toBe('de');
      // The top bar: the login link in the page's language, and the logo home.
      const login = page.locator('.top-bar').getByRole('link', { name: commonDe.nav.login });
      expect(await login.isVisible()).toBe(true);
      await login.click();
      await page.waitForURL(`${stack.gatewayUrl}/de/login`);
      expect(await page.title()).not.toBe('');
      await page.goBack();
      await page.waitForURL(`${stack.gatewayUrl}${localizedPath('de', path)}`);
      await page.locator('.top-bar__logo').click();
      await page.waitForURL(`${stack.gatewayUrl}/de`);
      await page.locator('main h1').waitFor();
    }
  });

  it('keeps the answers in progress, the language and the way back between content pages and the assessment', async () => {
    const page = await newPage();
    const problems = watchPage(page);
    await page.goto(`${stack.gatewayUrl}/es`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: homeEs.hero.takeAssessment }).first().click();
    await page.waitForURL(`${stack.gatewayUrl}/es/assessment`);
    // The app's page: keys reach it once it has hydrated.
    await page.waitForLoadState('networkidle');
    await page.getByText(questionEs(1)).waitFor();
    for (const score of ['7', '4']) {
      await page.keyboard.press(score);
      await page.keyboard.press('Enter');
    }
    await page.getByText(questionEs(3)).waitFor();

    // Back to a content page, as a new document, then to the assessment from there.
    await page.goto(`${stack.gatewayUrl}/es/family`, { waitUntil: 'networkidle' });
    // The content page's own script, not the app's.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.some((name) => /\/assets\/content-[^/]*\.js$/.test(name))).toBe(true);
    expect(loaded.filter((name) => /\/assets\/index-[^/]*\.js$/.test(name))).toEqual([]);
    await page.getByRole('link', { name: domainPagesEs.cta.link }).first().click();
    await page.waitForURL(`${stack.gatewayUrl}/es/assessment`);
    await page.getByText(questionEs(3)).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    // The browser's back button: the domain page, then the assessment again, then the home page.
    await page.goBack();
    await page.waitForURL(`${stack.gatewayUrl}/es/family`);
    await page.locator('main h1').waitFor();
    await page.goBack();
    await page.waitForURL(`${stack.gatewayUrl}/es/assessment`);
    await page.getByText(questionEs(3)).waitFor();
    await page.goBack();
    await page.waitForURL(`${stack.gatewayUrl}/es`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(problems.errors).toEqual([]);
  });

  it('remembers a language chosen on a content page, closes the menu on Escape, and reports the landing', async () => {
    const page = await newPage();
    const landing = page.waitForRequest((request) => request.url().endsWith('/api/observability/journeys') && request.postDataJSON()?.step === 'landing');
    await page.goto(stack.gatewayUrl, { waitUntil: 'networkidle' });
    expect((await landing).postDataJSON()).toMatchObject({ journeyType: 'assessment', step: 'landing', language: 'en' });
    const menu = page.locator('details.language-switcher');
    await menu.locator('summary').click();
    await menu.locator('a[hreflang="ja"]').waitFor();
    // Open, on a phone: 24 links a person can read and reach.
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await menu.locator('summary').click();
    await menu.locator('a[hreflang="ja"]').click();
    await page.waitForURL(`${stack.gatewayUrl}/ja`);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ja');
    // The app on an app page finds the same choice, and the page's language in its address.
    await page.goto(`${stack.gatewayUrl}/ja/customize`, { waitUntil: 'networkidle' });
    expect(await page.locator('details.language-switcher a[aria-current="true"]').getAttribute('hreflang')).toBe('ja');
  });

  it("offers a visitor their browser's language on an English content page, in that language, and takes them there", async () => {
    const page = await newPage({ locale: 'de-DE' });
    await page.goto(`${stack.gatewayUrl}/family`);
    const offer = page.locator('aside.language-offer');
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('de');
    expect(await offer.textContent()).toContain('Deutsch');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    await offer.getByRole('button').first().click();
    await page.waitForURL(`${stack.gatewayUrl}/de/family`);
    // Already in the language: nothing more is offered.
    await page.waitForLoadState('networkidle');
    await untilPageIdle(page);
    expect(await offer.count()).toBe(0);
  });

  it('shows a logged-in person their account on a content page, a premium one their dashboard, and logs out there', async () => {
    const member = await signedInAccount(stack.db);
    const premium = await signedInAccount(stack.db, { premium: true });
    const withSession = async (cookie: string, options: Parameters<Browser['newContext']>[0] = {}) => {
      const page = await newPage(options);
      await page.context().addCookies([{ name: SESSION_COOKIE, value: cookie, url: stack.gatewayUrl }]);
      return page;
    };

    // A tablet's width: a phone's top bar has room for the account link only (its Log out is on the
    // account page, styles/app.css).
    const page = await withSession(member.cookie, { viewport: { width: 768, height: 1024 } });
    const problems = watchPage(page);
    await page.goto(`${stack.gatewayUrl}/de/family`);
    const account = page.locator('.top-bar').getByRole('link', { name: accountDe.nav.link });
    await account.waitFor();
    expect(await account.getAttribute('href')).toBe('/de/account');
    expect(await page.locator('.top-bar').getByRole('link', { name: commonDe.nav.login }).isVisible()).toBe(false);
    // The account page is the app's: still logged in there.
    await account.click();
    await page.waitForURL(`${stack.gatewayUrl}/de/account`);
    await page.getByText(member.email, { exact: false }).first().waitFor();
    await page.goBack();
    await page.waitForURL(`${stack.gatewayUrl}/de/family`);
    await account.waitFor();
    // Logging out from the content page's own button.
    await page.locator('.top-bar').getByRole('button', { name: authDe.logout.button }).click();
    await page.locator('.top-bar').getByRole('link', { name: commonDe.nav.login }).waitFor();
    expect((await page.request.get(`${stack.gatewayUrl}/api/auth/user`)).status()).toBe(204);
    expect(problems.errors).toEqual([]);

    const paid = await withSession(premium.cookie);
    await paid.goto(`${stack.gatewayUrl}/coaching-tools`);
    const dashboard = paid.locator('.top-bar').getByRole('link', { name: commonEn.nav.dashboard });
    await dashboard.waitFor();
    expect(await dashboard.getAttribute('href')).toBe('/premium/dashboard');
    expect(await paid.locator('.top-bar__logo').getAttribute('href')).toBe('/premium/dashboard');
  });

  it('shows the price billing charges in the premium offer, in the number format of the page', async () => {
    const page = await newPage();
    for (const [path, offer] of [
      ['/de', '.promo__body'],
      ['/de/coaching-tools', '.tools-premium p[data-price]'],
    ] as const) {
      await page.goto(`${stack.gatewayUrl}${path}`);
      const text = page.locator(offer).first();
      await expect.poll(() => text.textContent()).toContain(formatPrice(CHARGED_CENTS, 'usd', 'de'));
      expect(await text.textContent()).not.toContain(formatPrice(1000, 'usd', 'de'));
    }
  });

  it('fetches at most 60 KB of JavaScript on a first visit, counted until the network is idle', async () => {
    const figures: string[] = [];
    for (const language of ['en', 'ar'] as const) {
      for (const path of CONTENT_PAGES) {
        const page = await newPage();
        const scripts: Promise<number>[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
        });
        await page.goto(`${stack.gatewayUrl}${localizedPath(language, path)}`, { waitUntil: 'networkidle' });
        await untilPageIdle(page);
        await page.waitForLoadState('networkidle');
        const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
        figures.push(`${localizedPath(language, path)} ${(total / 1024).toFixed(1)} KB in ${scripts.length} scripts`);
        expect(scripts.length).toBeGreaterThan(0);
        expect(total).toBeLessThanOrEqual(CONTENT_BUDGET_BYTES);
        await page.context().close();
      }
    }
    console.log(`JavaScript fetched on a first visit (as sent, gzip): ${figures.join('; ')}`);
  });
});
