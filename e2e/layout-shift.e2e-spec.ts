import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { SESSION_COOKIE } from '@lifewheel/contracts';
import { localizedPath, type Language } from '../web/src/i18n/languages.js';
import { TestStack, launchChromium, savedAssessmentToken, signedInAccount, untilPageIdle, watchPage } from '@lifewheel/testing';

// Issue 20: CLS at most 0.02 on every page in every language. Left to right, right to left, and
// the scripts whose text is shaped and measured differently (Japanese, Hindi).
const LANGUAGES: Language[] = ['en', 'ar', 'ja', 'hi'];
const MAX_SHIFT = 0.02;

// Every layout shift the page makes without the person's input, from before the first paint (the
// observer is buffered and installed before any of the page's own scripts). The sum is at least
// the CLS browsers report (the largest window of shifts), so staying under the limit is stricter.
const RECORD_SHIFTS = `
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      // What moved, and from where to where (x,y of its box), so a failure says what to fix; and
      // whether it is in the top bar, which the user call changes.
      const inTopBar = (node) => Boolean(node && (node.closest ? node : node.parentElement)?.closest('.top-bar'));
      const moved = (entry.sources || []).map((source) => (inTopBar(source.node) ? 'top bar: ' : '') + (source.node ? source.node.nodeName.toLowerCase() + (source.node.className ? '.' + String(source.node.className).split(' ')[0] : '') : '?') + ' ' + Math.round(source.previousRect.x) + ',' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.x) + ',' + Math.round(source.currentRect.y) + ' at ' + Math.round(entry.startTime) + 'ms');
      window.__layoutShifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  value: number;
  moved: string[];
}

describe('layout shift (CLS) on a phone, first visit', () => {
  let stack: TestStack;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([
      TestStack.start({ processes: ['gateway', 'identity', 'assessments', 'billing', 'observability'] }),
      launchChromium(),
    ]);
    token = await savedAssessmentToken(stack.gatewayUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Opens the page as a first visit and waits until everything that fills in later has: the content, the user call, the idle work. */
  async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
    const userCall = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
    await page.goto(`${stack.gatewayUrl}${path}`);
    await page.locator('main h1').first().waitFor();
    if (path.includes('/results/')) await expect.poll(() => page.locator('details.insight').count()).toBe(12);
    await userCall;
    await page.waitForLoadState('networkidle');
    await untilPageIdle(page);
    return page.evaluate<Shift[]>('window.__layoutShifts');
  }

  /** The summed shifts of each page, each opened in a fresh context (nothing cached, nothing stored) at Lighthouse's phone size, with `cookie` as the session if given. */
  async function totalsOf(
    language: Language,
    paths: string[],
    { cookie, phoneCpu = false }: { cookie?: string; phoneCpu?: boolean } = {},
  ): Promise<Record<string, { cls: number; moved: string[] }>> {
    const totals: Record<string, { cls: number; moved: string[] }> = {};
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      if (cookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: stack.gatewayUrl }]);
      const page = await context.newPage();
      // A phone's slower CPU (Lighthouse's 4x): the page paints between the first render and the
      // user call's answer, where a fast machine often has both in one frame and so sees no move.
      if (phoneCpu) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const problems = watchPage(page);
      // A console error says only "Failed to load resource": name which, for the failure message.
      page.on('response', (response) => {
        if (response.status() >= 400) problems.errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await page.addInitScript(RECORD_SHIFTS);
      const shifts = await shiftsOf(page, localizedPath(language, path));
      totals[path.replace(token, '{token}')] = { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
      expect(problems.errors, path).toEqual([]);
      await context.close();
    }
    return totals;
  }

  /** All pages at once, so one failure shows every page that moved and what moved on it. */
  function expectAllStill(totals: Record<string, { cls: number; moved: string[] }>): void {
    const over = Object.entries(totals).filter(([, total]) => total.cls > MAX_SHIFT);
    expect(over, JSON.stringify(totals)).toEqual([]);
  }

  const prefixed = (who: string, totals: Record<string, { cls: number; moved: string[] }>) =>
    Object.fromEntries(Object.entries(totals).map(([path, total]) => [`${who} ${path}`, total]));

  /**
   * What the user call changes may not move at all, however small: the top bar's links and the
   * premium answer. Each such move alone stays far under the limit, so only this catches it; but
   * on a slow phone two of them land in one frame, and that frame's shift is counted over the
   * larger area with the larger distance (0.03, an Arabic member on a premium page).
   */
  function expectUserCallStill(totals: Record<string, { cls: number; moved: string[] }>): void {
    const moves = Object.entries(totals).flatMap(([path, total]) =>
      total.moved.filter((move) => move.startsWith('top bar: ') || move.startsWith('div.premium-content__answer')).map((move) => `${path}: ${move}`),
    );
    expect(moves).toEqual([]);
  }

  const keyPaths = () => ['/', '/assessment', `/results/${token}`, '/customize', `/${DEFAULT_DOMAIN_IDS[0]}`, '/coaching-tools'];

  it.each(LANGUAGES)('%s: every key page stays put while it loads (CLS at most 0.02)', async (language) => {
    expectAllStill(await totalsOf(language, keyPaths()));
  });

  // The premium pages a visitor may land on (a shared link, an old bookmark): the way in, or the
  // login page for the dashboard. What they show depends on the user call, so it arrives after the
  // first paint; nothing in view may move for it, and nothing is asked that the service refuses.
  const premiumPaths = () => ['/premium/content/tools', `/premium/content/tools/${DEFAULT_DOMAIN_IDS[0]}`, '/premium/dashboard', '/premium/enrollment'];

  it.each(LANGUAGES)('%s: a visitor on the premium pages sees the way in without the page moving or a refused request', async (language) => {
    const totals = await totalsOf(language, premiumPaths(), { phoneCpu: true });
    expectAllStill(totals);
    expectUserCallStill(totals);
  });

  // A signed-in person's top bar shows their links (dashboard, account, log out) where a visitor's
  // shows "Log in": on a content page the script swaps pre-rendered states, on an app page React
  // renders them once the user call answers. Neither may move the page.
  it.each(['en', 'ar'] as Language[])('%s: a member and a premium person see their top bar without the page moving', async (language) => {
    const member = await signedInAccount(stack.db);
    const premium = await signedInAccount(stack.db, { premium: true });
    const members = await totalsOf(language, [...keyPaths(), ...premiumPaths()], { cookie: member.cookie, phoneCpu: true });
    const premiums = await totalsOf(language, [...keyPaths(), '/premium/dashboard'], { cookie: premium.cookie, phoneCpu: true });
    const totals = { ...prefixed('member', members), ...prefixed('premium', premiums) };
    expectAllStill(totals);
    expectUserCallStill(totals);
  });
});
