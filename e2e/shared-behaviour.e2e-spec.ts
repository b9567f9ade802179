import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TestStack, hasHorizontalScroll, launchChromium, untilPageIdle, watchPage } from '@lifewheel/testing';
import { common as commonEs } from '../web/src/i18n/locales/es/common.js';
import { home as homeEs } from '../web/src/i18n/locales/es/home.js';

const loginEs = commonEs.nav.login;
const promoBadgeEs = homeEs.promo.badge;

/** Makes the error toast appear: the save fails while the assessments service is down. */
async function failASave(page: Page, stack: TestStack) {
  // The question is pre-rendered: a key pressed before hydration has no listener yet, so wait
  // until the scripts have run.
  await page.goto(`${stack.gatewayUrl}/assessment`, { waitUntil: 'networkidle' });
  await page.getByText('Question 1 of').waitFor();
  for (let i = 0; i < 24; i += 1) {
    await page.keyboard.press('5');
    if (i < 23) await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'View Results' }).click();
  return page.getByRole('alert').filter({ hasText: 'Failed to save assessment' });
}

describe('toasts, tooltips, the user call and mobile layout', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    // Billing: the home page's premium card shows the price it charges (issue 25).
    stack = await TestStack.start({ processes: ['gateway', 'billing', 'observability'], env: { RPC_DEADLINE_MS: '500' } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows one toast, focuses its region on F8 and dismisses it with a swipe right past 50 px', async () => {
    const page = await browser.newPage();
    const toast = await failASave(page, stack);
    await toast.waitFor();
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (F8)');
    expect(await page.locator('.toast').count()).toBe(1);

    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    expect(await toast.isVisible()).toBe(true); // 20 px is not a swipe
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await toast.waitFor({ state: 'detached' });
  });

  it('closes a toast by itself after about 5 seconds', async () => {
    const page = await browser.newPage();
    const toast = await failASave(page, stack);
    await toast.waitFor();
    await toast.waitFor({ state: 'detached', timeout: 8000 });
  });

  it('opens a tooltip only after the open delay, then the next one at once', async () => {
    const page = await browser.newPage();
    // The chips are pre-rendered: a pointer that arrives before hydration meets no listener.
    await page.goto(stack.gatewayUrl, { waitUntil: 'networkidle' });
    // The delays are measured on the page's own clock (when the pointer entered a chip, when a
    // tooltip's text first showed), not slept through.
    await page.evaluate(() => {
      const log = { entered: [] as number[], shown: {} as Record<string, number> };
      (window as unknown as { tooltipLog: typeof log }).tooltipLog = log;
      document
        .querySelectorAll('.domain-chips li')
        .forEach((chip, index) => chip.addEventListener('mouseenter', (event) => (log.entered[index] ??= event.timeStamp)));
      new MutationObserver(() => {
        const text = document.querySelector('[role="tooltip"]')?.textContent;
        if (text && !(text in log.shown)) log.shown[text] = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const work = 'Purpose, growth and satisfaction in your work';
    const money = 'Feeling secure and in control of your money';
    const chips = page.locator('.domain-chips li');
    const tooltip = page.getByRole('tooltip');
    await chips.nth(0).hover();
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(work);
    await chips.nth(1).hover();
    await expect.poll(() => tooltip.textContent()).toBe(money);
    const { entered, shown } = await page.evaluate(
      () => (window as unknown as { tooltipLog: { entered: number[]; shown: Record<string, number> } }).tooltipLog,
    );
    // Spec section 9: the first opens after 700 ms (less a millisecond for the clock's coarsening),
    // the next one at once, well before another open delay could have passed.
    expect(shown[work]! - entered[0]!).toBeGreaterThanOrEqual(699);
    expect(shown[money]! - entered[1]!).toBeLessThan(700);
  });

  it('asks for the current user only once the page is idle, once a page, and hears a visitor as 204, no error in the console', async () => {
    const page = await browser.newPage();
    const problems = watchPage(page);
    const calls: number[] = [];
    const answers: number[] = [];
    const started = Date.now();
    page.on('request', (request) => request.url().endsWith('/api/auth/user') && calls.push(Date.now() - started));
    page.on('response', (response) => response.url().endsWith('/api/auth/user') && answers.push(response.status()));
    await page.goto(stack.gatewayUrl);
    await page.waitForLoadState('networkidle');
    // The home page is a content page (issue 20): its own script asks, once.
    await untilPageIdle(page);
    expect(calls).toHaveLength(1);
    expect(answers).toEqual([204]);
    // The assessment is the app's, a new document: the app asks once more, and once only,
    // however long the page stays idle.
    await page.getByRole('link', { name: 'Take Free Assessment' }).click();
    await page.getByText('Question 1 of').waitFor();
    await page.waitForLoadState('networkidle');
    await untilPageIdle(page);
    expect(calls).toHaveLength(2);
    expect(answers).toEqual([204, 204]);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(1);
    expect(problems.errors).toEqual([]);
  });

  it('lays out the home page at 360 px without sideways scrolling, with Login and the premium card in every language (issue 25)', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(stack.gatewayUrl);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await page.getByText('New: Premium Version').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await page.goto(`${stack.gatewayUrl}/es`);
    await page.waitForLoadState('networkidle');
    // Once English-only (spec section 2); now in the page's language, and keeping it.
    const login = page.getByRole('link', { name: loginEs });
    await login.waitFor();
    expect(await login.getAttribute('href')).toBe('/es/login');
    expect(await page.getByText(promoBadgeEs).count()).toBe(1);
    expect(await page.getByText('New: Premium Version').count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
  });
});
