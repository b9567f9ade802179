import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app-providers.js';
import { PREMIUM_SECTION_PAGE_PATHS, isContentPagePath } from './app/content-pages.js';
import { HeadProvider, type HeadCollector } from './app/page-meta.js';
import { StaticPageProvider } from './app/static-page.js';
import { STATIC_TOP_BAR_PARTS } from './components/static-top-bar-parts.js';
import { AppRoutes, preparePath } from './app/routes.js';
import { indexNowPages } from './app/indexnow-pages.js';
import { PAGE_MODULES_META } from './app/page-modules.js';
import { PAGE_PATHS, headLinks, sitemapXml } from './app/search-engines.js';
import { createQueryClient } from './api/query-client.js';
import { createI18n } from './i18n/create-i18n.js';
import { ISLAND_TEXTS_ID, PREMIUM_SECTION_TEXT_KEYS, islandTextsJson, overlay, pickTexts } from './i18n/island-texts.js';
import { LANGUAGE_NAMES } from './i18n/language-names.js';
import { en } from './i18n/locales/en/index.js';
import { usePremiumContentTexts } from './i18n/premium-content-texts.js';
import { loadBundle } from './i18n/language-bundles.js';
import { PREFIXED_LANGUAGES, directionOf, localizedPath, splitLanguage, type Language } from './i18n/languages.js';

export interface RenderedPage {
  html: string;
  head: HeadCollector;
  language: Language;
  dir: 'ltr' | 'rtl';
  /** A content page or a premium section's page: never hydrated, it loads its own script rather than the app. */
  contentPage: boolean;
}

export { RESULTS_SHELL_TOKEN } from '@lifewheel/contracts';
export { ISLAND_TEXTS_ID, PAGE_MODULES_META, PAGE_PATHS, PREFIXED_LANGUAGES, PREMIUM_SECTION_PAGE_PATHS, headLinks, indexNowPages, localizedPath, sitemapXml };

/** What a content page offers a visitor whose browser speaks `language`, in that language (web/src/content/language-offer.ts). */
export interface LanguageOfferTexts {
  label: string;
  offer: string;
  accept: string;
  dismiss: string;
}

export async function languageOfferTexts(language: Language): Promise<LanguageOfferTexts> {
  const { t } = createI18n(language, await loadBundle(language));
  const name = LANGUAGE_NAMES[language];
  return {
    label: t('common.language.label'),
    offer: t('common.language.offer', { language: name }),
    accept: t('common.language.offerAccept', { language: name }),
    dismiss: t('common.language.offerDismiss'),
  };
}

/**
 * The texts the premium section pages' island draws with in `language` (English for any it lacks),
 * as the JSON the page carries (i18n/island-texts.ts).
 */
export async function premiumSectionTexts(language: Language): Promise<string> {
  const [bundle, englishPremium, ownPremium] = await Promise.all([
    loadBundle(language),
    usePremiumContentTexts.load('en'),
    usePremiumContentTexts.load(language),
  ]);
  const english = { ...en, premiumContent: englishPremium };
  const own = language === 'en' ? {} : { ...bundle, ...(ownPremium ? { premiumContent: ownPremium } : {}) };
  return islandTextsJson(pickTexts(overlay(english, own), PREMIUM_SECTION_TEXT_KEYS));
}

/** Renders one public page to HTML at build time (see web/prerender.mjs). */
export async function render(url: string): Promise<RenderedPage> {
  const { pathname } = new URL(url);
  const { language, path } = splitLanguage(pathname);
  const contentPage = isContentPagePath(path);
  // The page's code and data (its text in the page's language) first, so the HTML carries the
  // text: the same route table and loading as the browser's (app/routes.tsx, app/lazy-page.tsx).
  const [bundle] = await Promise.all([loadBundle(language), preparePath(pathname)]);
  const head: HeadCollector = {};
  const html = renderToString(
    <StrictMode>
      <HeadProvider value={head}>
        <StaticPageProvider value={contentPage ? STATIC_TOP_BAR_PARTS : null}>
          <AppProviders i18n={createI18n(language, bundle)} queryClient={createQueryClient()}>
            <StaticRouter location={pathname}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StaticPageProvider>
      </HeadProvider>
    </StrictMode>,
  );
  return { html, head, language, dir: directionOf(language), contentPage };
}
