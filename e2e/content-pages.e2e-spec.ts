import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { coachingTools } from '@lifewheel/content/coaching-tools';
import { LANGUAGE_INFO } from '@lifewheel/contracts';
import { DEFAULT_DOMAINS, DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { TestStack, launchChromium } from '@lifewheel/testing';
// The Spanish page chrome, to check that a prefixed page speaks its language all through.
import { coachingTools as coachingToolsEs } from '../web/src/i18n/locales/es/coaching-tools.js';
import { domainPages as domainPagesEs } from '../web/src/i18n/locales/es/domain-pages.js';
import { domains as domainsEs } from '../web/src/i18n/locales/es/domains.js';
import { formatPrice } from '../web/src/features/premium/format-price.js';
import { coachingToolsIn, domainPage } from './support/public-content.js';

const SECTION_HEADINGS = ['What this area covers', 'Signs of balance', 'Signs of strain', 'What research says', 'Questions to reflect on'];
const SECTION_HEADINGS_ES = [domainPagesEs.covers, domainPagesEs.signsOfBalance, domainPagesEs.signsOfStrain, domainPagesEs.research, domainPagesEs.reflection];
const PAGE_CHROME = {
  en: { headings: SECTION_HEADINGS, cta: 'Take the free assessment' },
  es: { headings: SECTION_HEADINGS_ES, cta: domainPagesEs.cta.link },
} as const;

/** The text a person without JavaScript reads: tags and React's text separators gone, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page } as never).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('domain pages and the coaching tools overview', () => {
  let stack: TestStack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /** `settled`: wait until the page has hydrated and loaded what it fetches; else only for its HTML and styles. */
  async function open(path: string, options: { width?: number; javaScript?: boolean; settled?: boolean } = {}): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, javaScriptEnabled: options.javaScript ?? true });
    contexts.push(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => /hydrat/i.test(message.text()) && problems.push(message.text()));
    await page.goto(`${stack.gatewayUrl}${path}`, { waitUntil: options.settled === false ? 'load' : 'networkidle' });
    return { page, problems };
  }

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway'] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.stop();
  });

  it('pre-renders every domain page with its content, sections and a link to the assessment', async () => {
    for (const id of DEFAULT_DOMAIN_IDS) {
      for (const [prefix, language] of [
        ['', 'en'],
        ['/es', 'es'],
      ] as const) {
        const content = domainPage(language, id);
        const response = await fetch(`${stack.gatewayUrl}${prefix}/${id}`);
        expect(response.status, `${prefix}/${id}`).toBe(200);
        const html = await response.text();
        const text = textOf(html);
        const chrome = PAGE_CHROME[language];
        for (const expected of [
          content.title,
          content.descriptor,
          content.intro,
          ...chrome.headings,
          ...content.covers,
          ...content.signsOfBalance,
          ...content.signsOfStrain,
          ...content.reflectionQuestions,
          chrome.cta,
        ]) {
          expect(text, `${prefix}/${id}`).toContain(expected);
        }
        for (const note of content.research) {
          expect(text).toContain(note.finding);
          expect(text).toContain(note.evidence);
          for (const source of note.sources) expect(text).toContain(source);
        }
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toMatch(new RegExp(`<a[^>]*href="${prefix}/assessment"[^>]*>${chrome.cta}</a>`));
        expect(textOf(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toContain(content.title);
        // Its own description, which search engines show under the title.
        expect(textOf(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '')).toBe(content.metaDescription);
        // Its own canonical, and an alternate for every language it is written in (all of them).
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${prefix}/${id}"`));
        expect(html.match(/<link rel="alternate" hreflang="[^"]+"/g)).toHaveLength(LANGUAGE_INFO.length + 1);
      }
    }
  });

  it('works without JavaScript: each page reads in full and its link leads to the assessment', async () => {
    for (const id of DEFAULT_DOMAIN_IDS) {
      const { page } = await open(`/${id}`, { javaScript: false, settled: false });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(domainPage('en', id).title);
      for (const heading of SECTION_HEADINGS) expect(await page.getByRole('heading', { level: 2, name: heading, exact: true }).isVisible()).toBe(true);
      if (id === 'friends') {
        await page.getByRole('link', { name: 'Take the free assessment' }).click();
        await page.waitForURL(/\/assessment$/);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your wheel of life');
      }
      await page.close();
    }
  });

  it('shows a domain page under a language prefix all in that language, without a script error', async () => {
    const { page, problems } = await open('/es/family');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const content = domainPage('es', 'family');
    for (const text of [content.title, content.descriptor, content.intro, content.covers[0]!, content.research[0]!.finding, content.reflectionQuestions[0]!]) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    // No part of the page is marked as another language, but the sources, cited as published.
    expect(await page.locator('main [lang]:not(dd)').count()).toBe(0);
    expect(await page.getByText(domainPage('en', 'family').intro).count()).toBe(0);
    expect(
      await page.getByRole('heading', { level: 2, name: domainPagesEs.signsOfBalance }).evaluate((element) => element.closest('[lang]')?.getAttribute('lang')),
    ).toBe('es');
    expect(await page.getByRole('link', { name: domainPagesEs.cta.link }).getAttribute('href')).toBe('/es/assessment');
    // Links stay in the page's language.
    expect(await page.getByRole('link', { name: domainsEs.friends.name, exact: true }).getAttribute('href')).toBe('/es/friends');
    // Moving to another area loads that area's pre-rendered page in the same language (a content
    // page: no app, issue 20).
    await page.getByRole('link', { name: domainsEs.friends.name, exact: true }).click();
    await page.waitForURL(/\/es\/friends$/);
    await page.getByRole('heading', { level: 1, name: domainPage('es', 'friends').title }).waitFor();
    expect(await page.getByText(domainPage('es', 'friends').intro).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGE_INFO.filter(({ code }) => code !== 'en').map(({ code, direction }, index) => [code, direction, DEFAULT_DOMAIN_IDS[index % 12]!] as const))(
    '%s: a domain page and the tool library are in the language, with its direction and no English paragraph',
    async (language, direction, id) => {
      const english = domainPage('en', id);
      const content = domainPage(language, id);
      const { page, problems } = await open(`/${language}/${id}`, { settled: false });
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, direction]);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(content.title);
      expect(await page.getByText(content.intro, { exact: true }).isVisible()).toBe(true);
      const body = await page.locator('main').innerText();
      for (const text of [english.intro, ...english.covers, ...english.signsOfBalance, ...english.research.map((note) => note.finding)]) {
        expect(body, `${language}: ${text}`).not.toContain(text);
      }
      await page.close();

      const tools = coachingToolsIn(language);
      const overview = await open(`/${language}/coaching-tools`, { settled: false });
      expect(await overview.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, direction]);
      const titles = await overview.page.locator('section.tool-group h3').allTextContents();
      expect(titles.sort()).toEqual(tools.map((tool) => tool.title).sort());
      const overviewText = await overview.page.locator('main').innerText();
      for (const tool of coachingTools) expect(overviewText, `${language}: ${tool.summary}`).not.toContain(tool.summary);
      expect([...problems, ...overview.problems]).toEqual([]);
      await overview.page.close();
    },
  );

  it('lists the whole tool library under the 12 domain headings, with the premium offer and its price', async () => {
    const { page, problems } = await open('/coaching-tools');
    expect(coachingTools.length).toBeGreaterThanOrEqual(100);
    const groups = page.locator('section.tool-group');
    expect(await groups.count()).toBe(12);
    let listed = 0;
    for (const [index, domain] of DEFAULT_DOMAINS.entries()) {
      const group = groups.nth(index);
      expect(await group.getByRole('heading', { level: 2 }).textContent()).toContain(domain.name);
      const tools = coachingTools.filter((tool) => tool.domains[0] === domain.id);
      expect(await group.getByRole('heading', { level: 3 }).allTextContents()).toEqual(tools.map((tool) => tool.title));
      expect(await group.getByRole('listitem').first().textContent()).toContain(tools[0]!.summary);
      listed += tools.length;
    }
    expect(listed).toBe(coachingTools.length);
    expect(await page.getByText(`${coachingTools.length} short, practical exercises`).isVisible()).toBe(true);
    const premium = page.getByRole('link', { name: 'Get Premium Access' }).first();
    expect(await premium.getAttribute('href')).toBe('/premium/payment');
    expect(
      await page
        .getByText(/for just \$10/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);

    // Pre-rendered: the HTML itself lists every tool.
    const text = textOf(await (await fetch(`${stack.gatewayUrl}/coaching-tools`)).text());
    for (const tool of coachingTools) expect(text).toContain(tool.title);
  });

  it('in another language: domain names and tools translated, the premium offer in the language (issue 25)', async () => {
    const { page, problems } = await open('/es/coaching-tools');
    // The offer at the top and again at the end, to the Spanish payment page, saying in Spanish that the paid texts are English for now.
    const offers = page.getByRole('link', { name: coachingToolsEs.premium.cta });
    expect(await offers.count()).toBe(2);
    for (const href of await offers.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toBe('/es/premium/payment');
    expect(
      await page
        .getByText(coachingToolsEs.premium.body.replace('{{price}}', formatPrice(1000, 'usd', 'es')))
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('a[href^="/en/"], a[href="/en"]').count()).toBe(0);
    const firstTool = coachingToolsIn('es')[0]!;
    expect(await page.getByText(firstTool.title, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(firstTool.summary, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('section.tool-group [lang]').count()).toBe(0);
    expect(await page.locator('section.tool-group h2').first().textContent()).toContain(domainsEs['career-vocation'].name);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('has no sideways scrolling at 360 px', async () => {
    for (const path of ['/coaching-tools', '/es/coaching-tools', ...DEFAULT_DOMAIN_IDS.map((id) => `/${id}`), '/ar/spirituality']) {
      const { page } = await open(path, { width: 360, settled: false });
      expect(await scrollsSideways(page), path).toBe(false);
      await page.close();
    }
  });

  it('a domain page passes axe-core', async () => {
    const { page, problems } = await open('/physical-health');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
