import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers.js';
import { AppRoutes, preparePath } from './app/routes.js';
import { createQueryClient } from './api/query-client.js';
import { createI18n } from './i18n/create-i18n.js';
import { splitLanguage } from './i18n/languages.js';
import { loadBundle, prefetchBuiltInLanguages } from './i18n/language-bundles.js';
import { installGlobalErrorReporting } from './observability/report.js';

installGlobalErrorReporting();

async function start(): Promise<void> {
  const { language } = splitLanguage(window.location.pathname);
  // The current path's page code and data (a domain page's text in the page's language) are loaded
  // before React starts, so hydration renders exactly what the pre-rendered HTML shows and React
  // never throws it away.
  const [bundle] = await Promise.all([loadBundle(language), preparePath(window.location.pathname)]);
  const i18n = createI18n(language, bundle);
  // Declarative mode: the data router's loaders and lazy routes weighed twice as much (issue 20);
  // app/lazy-page.tsx does what the app needs of them.
  const app = (
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  if (container.hasChildNodes()) {
    // Preact (web/renderer-aliases.ts) attaches to the pre-rendered nodes without comparing them, so
    // the first render must equal the build's: the page's code, data and texts are loaded above.
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  prefetchBuiltInLanguages();
}

void start();
