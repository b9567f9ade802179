import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { PremiumBrowserStack } from './support/premium-browser-stack.js';
import { TestStack, hasHorizontalScroll, seriousAccessibilityViolations, waitFor, watchPage } from '@lifewheel/testing';

/** Every default domain at `current`, wanting `desired`. */
const body = (current: number, desired: number) => ({
  responses: DEFAULT_DOMAINS.map((domain) => ({ domain: domain.name, current, desired })),
  language: 'en',
});

describe('the premium dashboard in Chromium', () => {
  const premium = new PremiumBrowserStack();
  let stack: TestStack;
  let url: string;

  beforeAll(async () => {
    await premium.start();
    ({ stack, url } = premium);
  });
  afterAll(() => premium.stop());

  const newPage = () => premium.newPage();
  const logIn = (page: Page, email: string) => premium.logIn(page, email);
  const grantPremium = (email: string) => premium.grantPremium(email);

  /** Saves an assessment from the page, as the assessment page does, so the session's user owns it. */
  async function saveWhileLoggedIn(page: Page, assessment: object): Promise<string> {
    const answer = await page.evaluate(async (json) => {
      const response = await fetch('/api/assessments', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json, credentials: 'include' });
      return { status: response.status, body: (await response.json()) as { token?: string } };
    }, JSON.stringify(assessment));
    expect(answer.status).toBe(201);
    return answer.body.token!;
  }

  it('shows a premium user their saved assessments, newest first, with the change since the previous one, and opens a result', async () => {
    const email = `premium.${Date.now()}@example.com`;
    await grantPremium(email);
    const page = await newPage();
    const problems = watchPage(page);
    await logIn(page, email);
    // The page itself is the app shell for everyone (200); the API decides who sees what.
    expect((await page.goto(`${url}/premium/dashboard`))?.status()).toBe(200);
    await page.getByRole('heading', { level: 2, name: 'No saved assessments yet' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await saveWhileLoggedIn(page, body(4, 8));
    const newest = await saveWhileLoggedIn(page, body(6, 9));

    await page.goto(`${url}/`);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${url}/premium/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Your dashboard' }).waitFor();
    const cards = page.locator('.dashboard-card');
    await waitFor(async () => (await cards.count()) === 2, { what: 'two saved assessments' });
    expect(await cards.nth(0).getByText('Average now 6, wanted 9').isVisible()).toBe(true);
    expect(await cards.nth(1).getByText('Average now 4, wanted 8').isVisible()).toBe(true);
    expect(await cards.nth(1).getByText('Your first saved assessment', { exact: false }).isVisible()).toBe(true);

    const changes = cards.nth(0).locator('details');
    expect(await changes.locator('summary').innerText()).toContain('Since your previous assessment: 12 up, 0 down, 0 unchanged.');
    await changes.locator('summary').click();
    const familyRow = changes.getByRole('row', { name: /Family/ });
    expect(await familyRow.innerText()).toMatch(/Family\s+▲ up 2\s+▲ up 1/);

    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await cards.nth(0).getByRole('link', { name: 'Open these results' }).click();
    await page.waitForURL(`${url}/results/${newest}`);
    await page.getByRole('heading', { level: 1, name: 'Your Life Wheel' }).waitFor();
    // For a premium user the logo leads to the dashboard too.
    await page.getByRole('link', { name: 'Lifewheel home' }).click();
    await page.waitForURL(`${url}/premium/dashboard`);

    // The top bar offers Dashboard rather than Log out, so the dashboard offers Log out.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${url}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect((await page.request.get(`${url}/api/auth/user`)).status()).toBe(204);
    expect(problems.errors).toEqual([]);
    expect(problems.hydration).toEqual([]);
  });

  it('pages through a long history, compares two in two taps, lists a custom wheel apart, and shows trends with a stuck flag', async () => {
    const email = `history.${Date.now()}@example.com`;
    await grantPremium(email);
    const page = await newPage();
    const problems = watchPage(page);
    await logIn(page, email);
    await page.goto(`${url}/`);

    // 22 check-ins of the default wheel a day apart: every area at (day % 9) + 1, Family always 5.
    const start = Date.parse('2026-01-01T12:00:00Z');
    const day = 86_400_000;
    const dated = async (token: string, at: number) => {
      await stack.db.query('update assessments.assessments set created_at = $1 where token = $2', [new Date(at), token]);
    };
    for (let index = 0; index < 22; index += 1) {
      const current = (index % 9) + 1;
      const token = await saveWhileLoggedIn(page, {
        responses: DEFAULT_DOMAINS.map((domain) => ({ domain: domain.name, current: domain.id === 'family' ? 5 : current, desired: 10 })),
        language: 'en',
      });
      await dated(token, start + index * day);
    }
    const custom = await saveWhileLoggedIn(page, {
      wheel: { name: 'Running season', domains: ['Speed', 'Distance', 'Rest'].map((name) => ({ name, color: '#4a7bd0' })) },
      responses: ['Speed', 'Distance', 'Rest'].map((domain) => ({ domain, current: 6, desired: 8 })),
      language: 'en',
    });
    await dated(custom, start + 10.5 * day);

    await page.goto(`${url}/premium/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'How each area is moving' }).waitFor();
    const family = page.locator('.trend', { hasText: 'Family' });
    await family.getByText('Stuck: the same score at your last three check-ins').waitFor();
    expect(await page.locator('.trend', { hasText: 'Career & Vocation' }).innerText()).toContain('Started at 1, now 4 (check-ins: 22)');
    expect(await page.locator('.trend__stuck').count()).toBe(1);

    // The first page holds 20; "show more" adds the rest under them.
    const cards = page.locator('.dashboard-card');
    await waitFor(async () => (await cards.count()) === 20, { what: 'the first page of 20' });
    const firstDate = await cards.nth(0).locator('h2').innerText();
    await page.getByRole('button', { name: 'Show earlier assessments' }).click();
    await waitFor(async () => (await cards.count()) === 23, { what: 'all 23 after show more' });
    expect(await cards.nth(0).locator('h2').innerText()).toBe(firstDate);
    expect(await page.getByRole('button', { name: 'Show earlier assessments' }).count()).toBe(0);

    // Two taps: the newest, then the one before it.
    await cards.nth(0).getByRole('button', { name: 'Compare' }).click();
    await page.getByRole('status').getByText('Now choose a second assessment', { exact: false }).waitFor();
    const different = page.getByRole('region', { name: 'Different wheel' });
    await different.getByText('Wheel: Running season').waitFor();
    expect(await different.getByRole('button', { name: 'Compare' }).count()).toBe(0);
    await page.locator('.dashboard__list').first().locator('.dashboard-card').nth(1).getByRole('button', { name: 'Compare' }).click();

    const comparison = page.getByRole('region', { name: /compared with/ });
    await comparison.waitFor();
    expect(await comparison.getByRole('row', { name: /Career & Vocation/ }).innerText()).toMatch(/Career & Vocation\s+3\s+4\s+▲ up 1/);
    expect(await comparison.getByRole('row', { name: /Family/ }).innerText()).toMatch(/Family\s+5\s+5\s+– no change/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await comparison.getByRole('button', { name: 'Close the comparison' }).click();
    await waitFor(async () => (await page.getByRole('region', { name: /compared with/ }).count()) === 0, { what: 'the comparison closed' });

    // In Arabic: translated, right to left, still no sideways scroll at 360 px.
    await page.goto(`${url}/ar/premium/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'كيف يتغيّر كل مجال' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByText('متوقّف: الدرجة نفسها في آخر ثلاثة تقييمات').waitFor();
    await waitFor(async () => (await cards.count()) === 20, { what: 'the first page in Arabic' });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(problems.errors).toEqual([]);
  });

  it('sends a visitor to log in and back, and a free account to enrollment with an explanation', async () => {
    const visitor = await newPage();
    await visitor.goto(`${url}/premium/dashboard`);
    await visitor.waitForURL(`${url}/login?next=${encodeURIComponent('/premium/dashboard')}`);

    const email = `free.${Date.now()}@example.com`;
    const page = await newPage();
    await logIn(page, email);
    await page.goto(`${url}/premium/dashboard`);
    await page.waitForURL(`${url}/premium/enrollment`);
    await page.getByText('The dashboard is part of Premium').waitFor();
  });

  it('offers another try when the user call fails, shows it loading while it is asked again, then shows the dashboard', async () => {
    const email = `retry.${Date.now()}@example.com`;
    await grantPremium(email);
    const page = await newPage();
    await logIn(page, email);
    let failing = true;
    let userCalls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/user', async (route) => {
      userCalls += 1;
      if (failing) return route.fulfill({ status: 503, body: 'unavailable' });
      await held;
      return route.continue();
    });
    await page.addInitScript(holdIdleCallbacks);
    await page.goto(`${url}/premium/dashboard`);
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load your saved assessments.' });
    await alert.waitFor();
    // The top bar asks who is there once the page is idle. On a busy machine that comes after the
    // failure, even after the service is back: it must not ask again behind the alert's back,
    // which would leave Try again busy on a call that is still on its way.
    failing = false;
    const before = userCalls;
    await page.evaluate(() => (window as unknown as { releaseIdle: () => Promise<void> }).releaseIdle());
    expect(await alert.count()).toBe(1);
    await alert.getByRole('button', { name: 'Try again' }).click({ timeout: 10_000 });
    // With no answer yet, the new try is the page loading again: a status a screen reader announces.
    await page.getByRole('status').filter({ hasText: 'Loading your saved assessments…' }).waitFor();
    expect(await alert.count()).toBe(0);
    release();
    await page.getByRole('heading', { level: 2, name: 'No saved assessments yet' }).waitFor();
    expect(userCalls - before).toBe(1);
  });
});

/**
 * Run in the page before its scripts: callbacks asked for when the page is idle wait until the
 * test calls `releaseIdle()`, which runs them and resolves once the page is idle after them.
 */
function holdIdleCallbacks() {
  const held: IdleRequestCallback[] = [];
  const request = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback) => held.push(callback);
  window.cancelIdleCallback = (handle) => void (held[handle - 1] = () => undefined);
  (window as unknown as { releaseIdle: () => Promise<void> }).releaseIdle = () => {
    window.requestIdleCallback = request;
    for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    return new Promise((resolve) => request(() => request(() => resolve())));
  };
}
