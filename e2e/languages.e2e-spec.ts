import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { LANGUAGES, localizedPath as prefixed } from '../web/src/i18n/languages.js';
import {
  TestStack,
  defaultAssessmentBody,
  hasHorizontalScroll,
  launchChromium,
  postJson,
  seriousAccessibilityViolations,
  untilPageIdle,
  watchPage,
} from '@lifewheel/testing';

/** Picks a language in the top bar's menu (a <details> of links, one per language). */
async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.locator('.language-switcher summary').click();
  await page.locator(`.language-switcher a[hreflang="${language}"]`).click();
}

// What a key that never found its text looks like on screen: `results.insights.about`.
const RAW_KEY = /\b(common|domains|home|assessment|results|customize|wheel|followUps|domainPages|coachingTools|auth|premium|dashboard)\.[a-zA-Z]+/;

describe('every language in Chromium', () => {
  let stack: TestStack;
  let browser: Browser;
  let token: string;
  let downloads: string;

  beforeAll(async () => {
    // Billing: the home page's premium card shows the price it charges (issue 25).
    stack = await TestStack.start({ processes: ['gateway', 'assessments', 'billing', 'observability'] });
    browser = await launchChromium();
    const { status, json } = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(), { origin: stack.gatewayUrl });
    expect(status).toBe(201);
    token = json['token'] as string;
    downloads = mkdtempSync(join(tmpdir(), 'lifewheel-languages-e2e-'));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (downloads) rmSync(downloads, { recursive: true, force: true });
  });

  /** Opens a page and waits for its content (and, on results, for the lazily loaded insights). */
  const open = async (page: Page, path: string) => {
    await page.goto(`${stack.gatewayUrl}${path}`);
    await page.locator('main h1').first().waitFor();
    if (path.includes('/results/')) await expect.poll(() => page.locator('details.insight').count()).toBe(12);
  };

  it.each(LANGUAGES)(
    '%s: home, assessment and results hydrate with every text found, the right <html lang>, and no sideways scroll on a phone',
    async (language) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const problems = watchPage(page);
      for (const path of ['/', '/assessment', `/results/${token}`]) {
        await open(page, prefixed(language, path));
        expect(await page.evaluate<string>('document.documentElement.lang'), path).toBe(language);
        expect(await page.evaluate<string>('document.documentElement.dir'), path).toBe(language === 'ar' ? 'rtl' : 'ltr');
        const text = await page.evaluate<string>('document.body.innerText');
        expect(RAW_KEY.exec(text)?.[0], `${language}${path}`).toBeUndefined();
        // A phone never scrolls sideways, whatever the length of a language's words.
        expect(await hasHorizontalScroll(page), `${language}${path}`).toBe(false);
        // The page is written in its language: the insights too, marked with the page's language.
        if (path.includes('/results/')) expect(await page.locator('details.insight p[lang]').first().getAttribute('lang')).toBe(language);
      }
      expect(problems.hydration).toEqual([]);
      expect(problems.errors).toEqual([]);
      await page.close();
    },
  );

  it('tells search engines about every language: hreflang links in the page, the sitemap, robots.txt', async () => {
    const page = await (await fetch(`${stack.gatewayUrl}/ja/assessment`)).text();
    const origin = /<link rel="canonical" href="(https?:\/\/[^"/]+)\/ja\/assessment"/.exec(page)?.[1];
    expect(origin).toMatch(/^http:\/\/localhost:\d+$/);
    expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/assessment" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="pt-BR" href="${origin}/pt-BR/assessment" />`);
    expect(page).not.toContain('%%ORIGIN%%');
    const sitemap = await fetch(`${stack.gatewayUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const language of LANGUAGES.filter((code) => code !== 'en')) expect(xml).toContain(`<loc>${origin}/${language}/customize</loc>`);
    expect(await (await fetch(`${stack.gatewayUrl}/robots.txt`)).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
    // A private results link is never indexed.
    expect(await (await fetch(`${stack.gatewayUrl}/results/${token}`)).text()).toContain('<meta name="robots" content="noindex" />');
  });

  it("offers a visitor their browser's language on an English page, in that language, until dismissed", async () => {
    const german = await browser.newContext({ locale: 'de-DE' });
    const page = await german.newPage();
    await open(page, '/customize');
    const offer = page.locator('aside.language-offer');
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('de');
    expect(await offer.textContent()).toContain('Deutsch');
    await offer.getByRole('button').last().click();
    await offer.waitFor({ state: 'detached' });
    // After hydration the offer stores the language it detected, then checks the dismissal and
    // only if not dismissed loads that language's texts: once the stored choice is back, the check
    // has run; once the network and the page are idle, a bundle it loaded would have shown.
    await page.evaluate(() => localStorage.removeItem('i18nextLng'));
    await open(page, '/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    await page.waitForLoadState('networkidle');
    await untilPageIdle(page);
    expect(await offer.count()).toBe(0);
    await german.close();

    const japanese = await browser.newContext({ locale: 'ja-JP' });
    const other = await japanese.newPage();
    await open(other, '/customize');
    // The offer shows once the app runs (it loads after the first paint), so the app has set <html
    // lang> by then. Every value it takes from here on: the switch happens once, never back and forth.
    await other.locator('aside.language-offer').waitFor();
    await other.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { langChanges: string[] }).langChanges = seen;
      new MutationObserver(() => seen.push(document.documentElement.lang)).observe(document.documentElement, { attributeFilter: ['lang'] });
    });
    await other.locator('aside.language-offer').getByRole('button').first().click();
    await other.waitForURL(/\/ja\/customize$/);
    // The offer went from under the pointer within the click's task: headless Chromium then runs no
    // idle callback until the pointer moves again, as a person's would. The app's own idle waits have
    // a time limit; untilPageIdle below has none.
    await other.mouse.move(1, 1);
    await expect.poll(() => other.evaluate<string>('document.documentElement.lang')).toBe('ja');
    // A switch back would come from a render after this one: let those run.
    await untilPageIdle(other);
    expect(await other.evaluate(() => (window as unknown as { langChanges: string[] }).langChanges)).toEqual(['ja']);
    // On a page already in another language nothing is offered.
    expect(await other.locator('aside.language-offer').count()).toBe(0);
    await japanese.close();
  });

  it('mirrors Arabic: the progress grows from the right and Next stands to the left of Previous', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // A key pressed before hydration has no listener yet: wait until the scripts have run.
    await page.goto(`${stack.gatewayUrl}/ar/assessment`, { waitUntil: 'networkidle' });
    await page.keyboard.press('7');
    const track = await page.locator('.progress').boundingBox();
    const bar = await page.locator('.progress__bar').boundingBox();
    expect(track && bar).toBeTruthy();
    // Anchored at the right edge, short of the left one.
    expect(Math.abs(bar!.x + bar!.width - (track!.x + track!.width))).toBeLessThan(1);
    expect(bar!.x).toBeGreaterThan(track!.x + 1);
    const buttons = page.locator('.assessment__buttons button');
    const previous = await buttons.first().boundingBox();
    const next = await buttons.last().boundingBox();
    expect(next!.x + next!.width).toBeLessThanOrEqual(previous!.x);
    // The language switcher keeps the person on the page, with the answer already given.
    await chooseLanguage(page, 'en');
    // The Arabic address ends in /assessment too, so wait for the unprefixed path itself.
    await page.waitForURL((address) => address.pathname === '/assessment');
    await expect.poll(() => page.evaluate<string>('document.documentElement.dir')).toBe('ltr');
    expect(await page.getByRole('radio', { name: '7', exact: true }).isChecked()).toBe(true);
    await page.close();
  });

  it('keeps a person in English, and says why, when a language cannot be downloaded', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // The Japanese texts are unreachable (a dropped connection, a blocked host).
    await context.route(/\/assets\/ja-[^/]*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));

    // Switching: nothing changes but a toast that says why, and the choice is not remembered.
    await page.goto(`${stack.gatewayUrl}/assessment`, { waitUntil: 'networkidle' });
    await chooseLanguage(page, 'ja');
    await page.getByText('That language could not be loaded. Please check your connection and try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/assessment');
    expect(await page.locator('.language-switcher a[aria-current="true"]').getAttribute('hreflang')).toBe('en');
    expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).not.toBe('ja');
    expect(warnings.some((text) => text.includes('The ja texts could not be loaded'))).toBe(true);

    // Arriving on a Japanese address: the page shows English, and says so to assistive technology.
    await page.goto(`${stack.gatewayUrl}/ja/assessment`);
    await page.getByRole('heading', { level: 1, name: 'Your wheel of life' }).waitFor();
    await expect.poll(() => page.evaluate<string>('document.documentElement.lang')).toBe('en');
    await context.close();
  });

  it.each(['en', 'ar', 'ja'] as const)('finds no serious accessibility violation on any route in %s', async (language) => {
    const paths = ['/', '/assessment', '/customize', '/coaching-tools', `/${DEFAULT_DOMAIN_IDS[0]}`, `/results/${token}`, '/no-such-page'];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await open(page, prefixed(language, path));
      expect(await seriousAccessibilityViolations(page), `${language} ${path}`).toEqual([]);
      await context.close();
    }
  });

  // The report is drawn by the browser, so a script shows up exactly when the browser has a font
  // for it. Compared with the same report whose glyphs are blank (text fill transparent), the real
  // one must carry visibly more ink.
  const SCRIPTS: Record<string, RegExp> = { hi: /[\u0900-\u097F]/, th: /[\u0E00-\u0E7F]/, ar: /[\u0600-\u06FF]/, ja: /[\u3040-\u30FF\u4E00-\u9FFF]/ };

  it.each(['hi', 'th', 'ar', 'ja'] as const)('writes the %s PDF report with its text showing', async (language) => {
    if (spawnSync('pdftoppm', ['-v']).status !== 0) throw new Error('pdftoppm (poppler-utils) is needed for this test');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await open(page, prefixed(language, `/results/${token}`));
    // The report really is in that script (not an English fallback).
    expect(await page.locator('main h1').first().textContent()).toMatch(SCRIPTS[language]!);
    const render = async (name: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download="pdf"]').click()]);
      const file = join(downloads, `${language}-${name}.pdf`);
      await download.saveAs(file);
      expect(spawnSync('pdftoppm', ['-r', '50', '-singlefile', file, file]).status).toBe(0);
      return readFileSync(`${file}.ppm`);
    };
    const real = await render('real');
    // A constructed style sheet: the site's Content-Security-Policy refuses an added <style> element.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.results-report-stage, .results-report-stage * { -webkit-text-fill-color: transparent !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const blank = await render('blank');
    expect(differingShare(real, blank)).toBeGreaterThan(0.01);
    await page.close();
  });
});

/** Share of pixels that differ noticeably between two P6 PPM images of the same size. */
function differingShare(a: Buffer, b: Buffer): number {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/;
  const [ha, hb] = [header.exec(a.subarray(0, 64).toString('latin1')), header.exec(b.subarray(0, 64).toString('latin1'))];
  if (!ha || !hb || ha[1] !== hb[1] || ha[2] !== hb[2]) throw new Error('the two renders differ in size');
  const [pa, pb] = [a.subarray(ha[0].length), b.subarray(hb[0].length)];
  let differing = 0;
  for (let offset = 0; offset + 2 < pa.length; offset += 3) {
    const delta = Math.abs(pa[offset]! - pb[offset]!) + Math.abs(pa[offset + 1]! - pb[offset + 1]!) + Math.abs(pa[offset + 2]! - pb[offset + 2]!);
    if (delta > 60) differing += 1;
  }
  return differing / (pa.length / 3);
}
