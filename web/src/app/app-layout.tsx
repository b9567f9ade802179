import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
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
import { PageLinkProvider } from './page-link.js';
import { usePageLoading } from './lazy-page.js';

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

/**
 * Every page: top bar, content, shared footer, the notifications region. `notFound` (the not-found
 * page) stands in for the route's own. While the next page loads, a spinner shows above the page
 * still on screen (app/lazy-page.tsx).
 */
export function AppLayout({ language, notFound }: { language: Language; notFound?: ReactNode }) {
  usePageLanguage(language);
  const { t } = useTranslation();
  const loading = usePageLoading();
  return (
    <LanguageProvider value={language}>
      <PageLinkProvider value={Link}>
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        <TopBar />
        <LanguageOffer />
        <main id="main" tabIndex={-1}>
          <ErrorBoundary fallback={<CrashNotice />}>
            {loading && <Spinner />}
            {notFound ?? <Outlet />}
          </ErrorBoundary>
        </main>
        <Footer />
        <Toaster />
      </PageLinkProvider>
    </LanguageProvider>
  );
}
