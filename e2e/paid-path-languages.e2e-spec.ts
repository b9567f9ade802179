import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { watchPage } from '@lifewheel/testing';
import { PremiumBrowserStack } from './support/premium-browser-stack.js';
import { hasPremiumContent } from '../web/src/features/premium/premium-content-languages.js';
import { loginLinkFromEmail } from './support/log-in.js';
import { leaves, type TextTree } from '../web/src/i18n/checks/text-tree.js';
import { LANGUAGES as LANGUAGE_CODES, type Language } from '../web/src/i18n/languages.js';
import { en } from '../web/src/i18n/locales/en/index.js';
import { bundle as ar } from '../web/src/i18n/locales/ar/index.js';
import { bundle as de } from '../web/src/i18n/locales/de/index.js';
import { bundle as hi } from '../web/src/i18n/locales/hi/index.js';
import { bundle as ja } from '../web/src/i18n/locales/ja/index.js';
import type { LanguageBundle } from '../web/src/i18n/translation.js';

// Issue 25: the paid path in every language. Once, a visitor under /ja/, /ar/, /hi/ or /de/ had no
// Login link, no premium card and chips that led nowhere, and the login and payment pages spoke English.
const BUNDLES: Partial<Record<Language, LanguageBundle>> = { ja, ar, hi, de };
const LANGUAGES = ['ja', 'ar', 'hi', 'de'] as const;
// The namespaces a page fetches for itself (issue 20: web/src/i18n/*-texts.ts), which a page could leave in English too.
const PAGE_TEXT_FILES = ['dashboard', 'follow-ups', 'domain-pages'];
const withPageTexts = async (language: Language, bundle: object): Promise<TextTree> =>
  Object.assign(
    {},
    bundle,
    ...(await Promise.all(PAGE_TEXT_FILES.map((file) => import(`../web/src/i18n/locales/${language}/${file}.ts`) as Promise<Record<string, TextTree>>))),
  ) as TextTree;
const ALL_TEXTS: Partial<Record<Language, TextTree>> = Object.fromEntries(
  await Promise.all(
    (['en', ...LANGUAGES] as const).map(async (language) => [language, await withPageTexts(language, language === 'en' ? en : BUNDLES[language]!)]),
  ),
);

/**
 * The English sentences a page could fall back to: every English text, cut at its placeholders,
 * keeping the pieces of two words or more. A piece the language's own texts also contain (the
 * product's name, say) proves nothing and is left out.
 */
function englishSentences(language: Language): string[] {
  const own = [...leaves(ALL_TEXTS[language]!).values()].join('\n');
  const pieces = [...leaves(ALL_TEXTS.en!).values()].flatMap((text) => text.split(/\{\{[^}]*\}\}/).map((piece) => piece.trim()));
  return [...new Set(pieces)].filter((piece) => /\S+\s+\S+/.test(piece) && piece.length >= 6 && !own.includes(piece));
}

/** What a reader sees of the page: its visible text and the tab's title. */
const shownText = async (page: Page) => `${await page.title()}\n${await page.evaluate<string>('document.body.innerText')}`;

describe('the paid path in Japanese, Arabic, Hindi and German, in Chromium', () => {
  const premium = new PremiumBrowserStack();
  let url: string;

  beforeAll(async () => {
    // Billing: the payment page and the premium card show the price it charges.
    await premium.start({ billing: true });
    ({ url } = premium);
  });
  afterAll(() => premium.stop());

  /** Fails with the English sentences the page shows, if any. */
  async function expectNoEnglish(page: Page, language: Language, where: string): Promise<void> {
    const text = await shownText(page);
    const sentences = englishSentences(language);
    expect(sentences.length, 'English sentences to look for').toBeGreaterThan(300);
    expect(
      sentences.filter((sentence) => text.includes(sentence)),
      `${where}: English on the page`,
    ).toEqual([]);
  }

  it.each(LANGUAGES)('%s: the home page offers Login, premium and the 12 domain pages in its language, and no link leads to English', async (language) => {
    const texts = BUNDLES[language]!;
    const page = await premium.newPage();
    const problems = watchPage(page);
    await page.goto(`${url}/${language}`);
    const login = page.locator('.top-bar').getByRole('link', { name: texts.common.nav.login });
    await login.waitFor();
    expect(await login.getAttribute('href')).toBe(`/${language}/login`);

    const card = page.locator('.promo');
    expect(await card.getByText(texts.home.promo.badge).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: texts.home.promo.cta }).getAttribute('href')).toBe(`/${language}/premium/payment`);
    // Where the paid texts are not yet written in the language, the card says so in the language.
    expect(await card.getByText(texts.premium.contentInEnglish).isVisible()).toBe(!hasPremiumContent(language));
    expect(await page.getByRole('link', { name: texts.home.hero.takeAssessment }).getAttribute('href')).toBe(`/${language}/assessment`);

    const chips = await page.locator('.domain-chips a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(chips).toEqual(DEFAULT_DOMAIN_IDS.map((id) => `/${language}/${id}`));

    // Every link on the page stays under the language, but the language menu's: each of those leads
    // to the same page in the language it names (hreflang), English at the unprefixed address.
    const menu = await page
      .locator('.language-switcher a[href]')
      .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', lang: link.getAttribute('hreflang') ?? '' })));
    expect(menu.map(({ lang }) => lang).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const { href, lang } of menu) expect(href, lang).toBe(lang === 'en' ? '/' : `/${lang}`);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.filter((link) => !link.closest('.language-switcher')).map((link) => link.getAttribute('href') ?? ''));
    const onSite = hrefs.filter((href) => href.startsWith('/'));
    expect(onSite.length).toBeGreaterThan(15);
    expect(onSite.filter((href) => href !== `/${language}` && !href.startsWith(`/${language}/`))).toEqual([]);
    expect(hrefs.filter((href) => /^(https?:\/\/[^/]+)?\/en(\/|$)/.test(href))).toEqual([]);

    // A chip opens its domain page under the language.
    await page.locator('.domain-chips a').first().click();
    await page.waitForURL(`${url}/${language}/${DEFAULT_DOMAIN_IDS[0]}`);
    expect(problems.errors).toEqual([]);
    expect(problems.hydration).toEqual([]);
    await page.context().close();
  });

  it.each(LANGUAGES)('%s: login, the login link page, payment and what premium includes show no English sentence, from the first byte', async (language) => {
    const texts = BUNDLES[language]!;
    const email = `paid.path.${language.toLowerCase()}.${Date.now()}@example.com`;
    const page = await premium.newPage();
    const problems = watchPage(page);

    // The pages the browser renders still come with their own title and language before any script.
    for (const [path, title] of [
      ['/login', texts.auth.login.meta.title],
      ['/login/verify', texts.auth.verify.meta.title],
      ['/premium/payment', texts.premium.payment.meta.title],
    ] as const) {
      const html = await (await fetch(`${url}/${language}${path}`)).text();
      expect(html, path).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html, path).toContain(`<title>${title}</title>`);
    }

    await page.goto(`${url}/${language}/login`);
    await page.getByRole('heading', { level: 1, name: texts.auth.login.title }).waitFor();
    await page.locator('.top-bar').getByRole('link', { name: texts.common.nav.login }).waitFor();
    expect(await page.title()).toBe(texts.auth.login.meta.title);
    await expectNoEnglish(page, language, 'login');

    // Asking for a link: the answer, the email's link and the page it opens, all in the language.
    const before = premium.smtp.messages.length;
    await page.getByLabel(texts.auth.login.emailLabel).fill(email);
    await page.getByRole('button', { name: texts.auth.login.submit }).click();
    await page.getByRole('heading', { name: texts.auth.login.sentTitle }).waitFor();
    await expectNoEnglish(page, language, 'login, link sent');
    const link = await loginLinkFromEmail(premium.smtp, email, before, url);
    expect(new URL(link).pathname).toBe(`/${language}/login/verify`);
    await page.goto(link);
    const confirm = page.getByRole('button', { name: texts.auth.verify.confirm });
    await confirm.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await expectNoEnglish(page, language, 'login/verify');

    // The link page without its token: what to do next, in the language.
    await page.goto(`${url}/${language}/login/verify`);
    await page.getByRole('heading', { name: texts.auth.verify.invalidTitle }).waitFor();
    expect(await page.getByRole('link', { name: texts.auth.verify.sendNew }).getAttribute('href')).toBe(`/${language}/login`);
    await expectNoEnglish(page, language, 'login/verify without a token');

    await page.goto(`${url}/${language}/premium/payment`);
    await page.getByRole('heading', { level: 1, name: texts.premium.payment.title }).waitFor();
    await page.locator('.top-bar').getByRole('link', { name: texts.common.nav.login }).waitFor();
    expect(await page.title()).toBe(texts.premium.payment.meta.title);
    await expectNoEnglish(page, language, 'premium/payment');
    const loginFirst = page.getByRole('link', { name: texts.premium.payment.loginInstead });
    expect(await loginFirst.getAttribute('href')).toBe(`/${language}/login?next=${encodeURIComponent(`/${language}/premium/payment`)}`);
    expect(await page.locator('a[href^="/en/"], a[href="/en"]').count()).toBe(0);

    // What premium includes says, before buying, whether its texts are English for now.
    await page.goto(`${url}/${language}/premium/enrollment`);
    await page.getByRole('link', { name: texts.premium.enrollment.continue }).waitFor();
    expect(await page.getByText(texts.premium.contentInEnglish).isVisible()).toBe(!hasPremiumContent(language));
    expect(await page.getByRole('link', { name: texts.premium.enrollment.continue }).getAttribute('href')).toBe(`/${language}/premium/payment`);
    await expectNoEnglish(page, language, 'premium/enrollment');

    expect(problems.errors).toEqual([]);
    expect(problems.hydration).toEqual([]);
    await page.context().close();
  });
});
