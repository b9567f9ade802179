import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/error-boundary.js';
import { Footer } from '../components/footer.js';
import { LanguageOffer } from '../components/language-offer.js';
import { Spinner } from '../components/spinner.js';
import { Toaster } from '../components/toast/toaster.js';
import { TopBar } from '../components/top-bar.js';
import type { Language } from '../i18n/languages.js';
import { usePageLanguage } from '../i18n/use-page-language.js';
import { LanguageProvider } from './language-context.js';

// Only for a path no route knows; most visits never need it.
const NotFoundPage = lazy(() => import('../pages/not-found-page.js').then((module) => ({ default: module.Component })));

function CrashNotice() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow" role="alert">
      <p>{t('common.errors.unexpected')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.errors.reload')}
      </button>
    </div>
  );
}

/** Every page: top bar, content, shared footer, the notifications region. `notFound` shows the not-found page in place of the route's own. */
export function AppLayout({ language, notFound = false }: { language: Language; notFound?: boolean }) {
  usePageLanguage(language);
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <LanguageProvider value={language}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <TopBar />
      <LanguageOffer />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary fallback={<CrashNotice />}>
          {navigation.state === 'loading' && <Spinner />}
          {notFound ? (
            <Suspense fallback={<Spinner />}>
              <NotFoundPage />
            </Suspense>
          ) : (
            <Outlet />
          )}
        </ErrorBoundary>
      </main>
      <Footer />
      <Toaster />
    </LanguageProvider>
  );
}
