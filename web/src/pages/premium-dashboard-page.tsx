import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/http.js';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import type { PageLoadArgs } from '../app/lazy-page.js';
import { Spinner } from '../components/spinner.js';
import { LogoutButton } from '../features/auth/logout-button.js';
import { HistorySection } from '../features/dashboard/history-section.js';
import { PremiumRequiredRedirect } from '../features/dashboard/premium-required-redirect.js';
import { FocusSection } from '../features/focus/focus-section.js';
import { TrendsSection } from '../features/dashboard/trends-section.js';
import { PremiumSectionLinks } from '../features/premium-content/premium-section-links.js';
import { useFormatters } from '../features/results/use-formatters.js';
import { usePremiumAssessments } from '../hooks/use-premium-assessments.js';
import { useViewer } from '../hooks/use-viewer.js';
import { useDashboardTexts } from '../i18n/dashboard-texts.js';
import { usePremiumContentTexts } from '../i18n/premium-content-texts.js';
import '../features/dashboard/dashboard.css';

/**
 * `/premium/dashboard`: the running 30-day focus (or tools for the biggest gaps), each area's trend, then the person's saved assessments, newest first, a
 * page at a time, any two of which can be compared. Who may see it is decided by the service
 * (GET /api/premium/assessments): 401 sends a visitor to log in and come back, 403 sends a free
 * account to enrollment. The user call asks who is there first, so a visitor or a free account is
 * sent on without a refused request (an error in the browser's console, issue 20).
 */
export function Component() {
  const language = useLanguage();
  const dashboardTexts = useDashboardTexts(language);
  const sectionLinkTexts = usePremiumContentTexts(language);
  // Fetched by `load` before the page renders, so this waits only if they could not be.
  if (!dashboardTexts || !sectionLinkTexts)
    return (
      <div className="page page--awaiting">
        <Spinner />
      </div>
    );
  return <Dashboard />;
}

/** The dashboard's texts, and its premium section links', are chunks of their own, which the public pages never load. */
export const load = async ({ language }: PageLoadArgs) => {
  await Promise.all([useDashboardTexts.preload(language), usePremiumContentTexts.preload(language)]);
};

function Dashboard() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const format = useFormatters();
  const viewer = useViewer();
  const list = usePremiumAssessments(viewer.kind === 'premium');
  const navigate = useNavigate();
  const assessments = list.data?.pages.flatMap((page) => page.assessments) ?? [];
  const meta = <PageMeta title={t('dashboard.meta.title')} description={t('dashboard.meta.description')} />;
  const refused = list.isError && list.error instanceof HttpError ? list.error.status : undefined;

  if (viewer.kind === 'visitor' || refused === 401) {
    return <Navigate to={`${to('/login')}?next=${encodeURIComponent(to('/premium/dashboard'))}`} replace />;
  }
  if (viewer.kind === 'member' || refused === 403) return <PremiumRequiredRedirect />;
  // Until the user call has answered, its state stands for the list's.
  const userCall = viewer.kind === undefined ? viewer.waiting() : undefined;
  const failed = userCall ? userCall.failed : list.isError;
  const retrying = userCall ? userCall.retrying : list.isError && list.isFetching;
  const retry = () => {
    if (retrying) return;
    if (userCall) userCall.retry();
    else void list.refetch();
  };

  // The section links and the list show together, in the spinner's place, while the page fills the
  // screen: nothing on screen is pushed down when the list arrives (layout shift, issue 20). The
  // links' texts are there before the dashboard renders (Component).
  const waiting = userCall ? userCall.pending : list.isPending;
  return (
    <div className={waiting ? 'page dashboard page--awaiting' : 'page dashboard'}>
      {meta}
      <header className="dashboard__header">
        <h1>{t('dashboard.title')}</h1>
        <p className="dashboard__intro">{t('dashboard.intro')}</p>
        {/* Premium people see Dashboard in the top bar instead of Log out, so it is offered here. */}
        <LogoutButton className="button button--small dashboard__logout" onDone={() => navigate(to('/'))} />
        <Link to={to('/account')} className="dashboard__account">
          {t('account.nav.link')}
        </Link>
      </header>
      {!waiting && <PremiumSectionLinks />}
      {waiting ? (
        <Spinner label={t('dashboard.loading')} />
      ) : failed ? (
        <div role="alert">
          <p>{t('dashboard.loadFailed')}</p>
          <button type="button" className="button button--primary" onClick={retry} aria-disabled={retrying} aria-busy={retrying}>
            {t('dashboard.retry')}
          </button>
        </div>
      ) : assessments.length === 0 ? (
        <section className="dashboard__empty" aria-labelledby="dashboard-empty-title">
          <h2 id="dashboard-empty-title">{t('dashboard.empty.title')}</h2>
          <p>{t('dashboard.empty.body')}</p>
          <Link to={to('/assessment')} className="button button--primary">
            {t('dashboard.empty.takeAssessment')}
          </Link>
        </section>
      ) : (
        <>
          <p className="dashboard__actions">
            <Link to={to('/assessment')} className="button button--primary">
              {t('dashboard.takeAnother')}
            </Link>
          </p>
          <FocusSection />
          <TrendsSection format={format} />
          <HistorySection
            assessments={assessments}
            format={format}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            moreFailed={list.isFetchNextPageError}
            onShowMore={() => void list.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
