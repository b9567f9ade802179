import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { SharedWheelView } from '@lifewheel/contracts';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { TestStack, hasHorizontalScroll, launchChromium, newContextPage, seriousAccessibilityViolations, watchPage } from '@lifewheel/testing';
import { domains as domainsJa } from '../web/src/i18n/locales/ja/domains.js';

const keyFor = (score: number) => (score === 10 ? '0' : String(score));
const family = DEFAULT_DOMAINS.find((domain) => domain.id === 'family')!;
const friends = DEFAULT_DOMAINS.find((domain) => domain.id === 'friends')!;

describe('sharing results with a coach in Chromium', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'identity', 'assessments'] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Takes the free assessment by keyboard, as a visitor on a phone, and lands on the results. */
  async function takeAssessment(page: Page): Promise<string> {
    await page.goto(`${stack.gatewayUrl}/assessment`, { waitUntil: 'networkidle' });
    await page.getByText(`Question 1 of ${DEFAULT_DOMAINS.length * 2}`).waitFor();
    for (const score of [...DEFAULT_DOMAINS.map((_, i) => (i % 9) + 1), ...DEFAULT_DOMAINS.map(() => 10)]) {
      await page.keyboard.press(keyFor(score));
      await page.keyboard.press('Enter');
    }
    await page.waitForURL(/\/results\/[A-Za-z0-9_-]{32}$/);
    return page.url().split('/').pop()!;
  }

  it('shares two of twelve areas; the coach sees exactly those, in their language; after withdrawing, the withdrawn page', async () => {
    const owner = await newContextPage(browser, { viewport: { width: 360, height: 780 } });
    const ownerProblems = watchPage(owner);
    const token = await takeAssessment(owner);

    const panel = owner.getByRole('region', { name: 'Share with a coach' });
    await panel.getByRole('button', { name: 'Share with a coach…' }).click();
    // All areas are chosen at first; clearing them all and sending asks for one.
    expect(await panel.getByRole('checkbox').count()).toBe(12);
    expect(await panel.getByRole('checkbox', { checked: true }).count()).toBe(12);
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await panel.getByRole('button', { name: 'Create link' }).click();
    await panel.getByRole('alert').getByText('Choose at least one area to share.').waitFor();
    await panel.getByRole('checkbox', { name: family.name }).check();
    await panel.getByRole('checkbox', { name: friends.name }).check();
    await panel.getByLabel('The link works for').selectOption({ label: '7 days' });
    await panel.getByLabel('A note for your coach (optional)').fill('For our call on <b>Friday</b>');
    await panel.getByRole('button', { name: 'Create link' }).click();
    const link = await panel.getByLabel('Link to send').inputValue();
    expect(link).toMatch(new RegExp(`^${stack.gatewayUrl}/shared/[A-Za-z0-9_-]{43}$`));
    expect(link).not.toContain(token);
    expect(await seriousAccessibilityViolations(owner)).toEqual([]);
    expect(await hasHorizontalScroll(owner)).toBe(false);

    // The coach, in another browser and in Japanese.
    const shareToken = link.split('/').pop()!;
    const coach = await newContextPage(browser, { viewport: { width: 1280, height: 900 } });
    const coachProblems = watchPage(coach, { ignore: [/410/] });
    const answer = coach.waitForResponse((response) => response.url().includes('/api/shared/'));
    const opened = await coach.goto(`${stack.gatewayUrl}/ja/shared/${shareToken}`);
    expect(opened?.status()).toBe(200);
    const view = (await (await answer).json()) as SharedWheelView;
    // Filtered by the service: the left-out areas never reach the coach's browser.
    expect(view.results.map((result) => result.domain)).toEqual([family.name, friends.name]);
    const rows = coach.locator('table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const names = (await rows.locator('th bdi').allTextContents()).map((name) => name.trim());
    expect(names).toEqual([domainsJa.family.name, domainsJa.friends.name]);
    expect(await coach.evaluate(() => document.documentElement.lang)).toBe('ja');
    // The note is text, never markup.
    expect(await coach.getByText('For our call on <b>Friday</b>').isVisible()).toBe(true);
    expect(await coach.locator('main b').count()).toBe(0);
    expect(await seriousAccessibilityViolations(coach)).toEqual([]);

    // The owner sees the opening, then withdraws the link.
    await owner.reload();
    const list = owner.getByRole('region', { name: 'Share with a coach' });
    await list.getByText(/opened once/).waitFor();
    await list.getByRole('button', { name: `Withdraw the link to ${family.name}, ${friends.name}` }).click();
    await list
      .getByText(/withdrawn/)
      .first()
      .waitFor();

    const again = await coach.goto(`${stack.gatewayUrl}/ja/shared/${shareToken}`);
    expect(again?.status()).toBe(410);
    await coach.getByRole('heading', { level: 1 }).waitFor();
    expect(await coach.locator('table').count()).toBe(0);
    const withdrawn = await (await fetch(`${stack.gatewayUrl}/api/shared/${shareToken}`)).json();
    expect(JSON.stringify(withdrawn)).not.toContain(family.name);
    expect(ownerProblems.errors).toEqual([]);
    expect(coachProblems.errors).toEqual([]);
    expect(coachProblems.hydration).toEqual([]);
  });

  it('does not offer sharing to someone who only has the results link', async () => {
    const owner = await newContextPage(browser);
    const token = await takeAssessment(owner);
    const stranger = await newContextPage(browser);
    await stranger.goto(`${stack.gatewayUrl}/results/${token}`, { waitUntil: 'networkidle' });
    await stranger.locator('#detailed-scores').waitFor();
    expect(await stranger.getByRole('region', { name: 'Share with a coach' }).count()).toBe(0);
    expect(await owner.getByRole('region', { name: 'Share with a coach' }).count()).toBe(1);
  });
});
