import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
import { AppProviders } from './app/app-providers.js';
import { routes } from './app/routes.js';
import { createQueryClient } from './api/query-client.js';
import { createI18n } from './i18n/create-i18n.js';
import { splitLanguage } from './i18n/languages.js';
import { loadBundle, prefetchBuiltInLanguages } from './i18n/language-bundles.js';
import { installGlobalErrorReporting } from './observability/report.js';
import './styles/app.css';

installGlobalErrorReporting();

/**
 * The current route's code is loaded before React starts, so hydration renders exactly what the
 * pre-rendered HTML shows and React never throws it away.
 */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Resolves once the router has run the current route's loaders (a domain page's text in the page's
 * language), so the first render already shows what the pre-rendered HTML shows.
 */
function loadersDone(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  const { language } = splitLanguage(window.location.pathname);
  const [bundle] = await Promise.all([loadBundle(language), resolveLazyRoutes()]);
  const i18n = createI18n(language, bundle);
  const router = createBrowserRouter(routes);
  await loadersDone(router);
  const app = (
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  if (container.hasChildNodes()) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => {
        console.error('hydration error', error);
        (window as unknown as { __hydrationErrors?: unknown[] }).__hydrationErrors?.push(String(error));
      },
    });
  } else {
    createRoot(container).render(app);
  }
  prefetchBuiltInLanguages();
}

void start();
