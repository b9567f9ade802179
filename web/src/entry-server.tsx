import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.js';
import { HeadProvider, type HeadCollector } from './app/page-meta.js';
import { routes } from './app/routes.js';
import { indexNowPages } from './app/indexnow-pages.js';
import { PAGE_PATHS, headLinks, sitemapXml } from './app/search-engines.js';
import { createQueryClient } from './api/query-client.js';
import { createI18n } from './i18n/create-i18n.js';
import { loadBundle } from './i18n/language-bundles.js';
import { PREFIXED_LANGUAGES, directionOf, localizedPath, splitLanguage, type Language } from './i18n/languages.js';

export interface RenderedPage {
  html: string;
  head: HeadCollector;
  language: Language;
  dir: 'ltr' | 'rtl';
}

export { PAGE_PATHS, PREFIXED_LANGUAGES, headLinks, indexNowPages, localizedPath, sitemapXml };

/** Renders one public page to HTML at build time (see web/prerender.mjs). */
export async function render(url: string): Promise<RenderedPage> {
  const { language } = splitLanguage(new URL(url).pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirects; it cannot be pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const bundle = await loadBundle(language);
  const head: HeadCollector = {};
  const html = renderToString(
    <StrictMode>
      <HeadProvider value={head}>
        <AppProviders i18n={createI18n(language, bundle)} queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadProvider>
    </StrictMode>,
  );
  return { html, head, language, dir: directionOf(language) };
}
