import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError, retryUnlessRefused } from '../api/http.js';
import { queryKeys } from '../api/query-keys.js';
import { openSharedWheel } from '../api/shares.js';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { useDomainLabel } from '../features/assessment/use-domain-label.js';
import { WheelFigure } from '../features/results/chart/wheel-figure.js';
import { buildRows } from '../features/results/results-model.js';
import { ScoresTable } from '../features/results/scores-table.js';
import { useShareTexts } from '../i18n/share-texts.js';
import { useFormatters } from '../features/results/use-formatters.js';
import '../features/results/results.css';
import '../features/shares/shares.css';

/**
 * `/shared/{shareToken}`: what someone chose to share with their coach, in the coach's language.
 * Only the shared areas ever reach this page (the service filters them); a withdrawn link shows a
 * page that says so (the gateway answers it with 410).
 */
export function Component() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { shareToken = '' } = useParams();
  const label = useDomainLabel();
  const format = useFormatters();
  const shared = useQuery({
    queryKey: queryKeys.sharedWheel(shareToken),
    queryFn: ({ signal }) => openSharedWheel(shareToken, signal),
    retry: retryUnlessRefused,
    staleTime: Infinity,
  });
  const textsReady = useShareTexts(useLanguage());
  // Until the texts are there, i18next would answer with their keys.
  const meta = textsReady ? <PageMeta title={t('shares.view.metaTitle')} description={t('shares.view.metaDescription')} /> : null;

  if (!textsReady || shared.isPending) {
    return (
      <div className="page page--narrow page--awaiting">
        {meta}
        {textsReady ? <Spinner label={t('shares.view.loading')} /> : <Spinner />}
      </div>
    );
  }
  if (shared.isError) {
    const status = shared.error instanceof HttpError ? shared.error.status : 0;
    const [title, body] =
      status === 410
        ? [t('shares.view.withdrawnTitle'), t('shares.view.withdrawnBody')]
        : status === 404
          ? [t('shares.view.notFoundTitle'), t('shares.view.notFoundBody')]
          : [t('shares.view.title'), t('shares.view.loadFailed')];
    return (
      <div className="page page--narrow not-found">
        {meta}
        <h1>{title}</h1>
        <p role={status === 410 || status === 404 ? undefined : 'alert'}>{body}</p>
        {status === 410 || status === 404 ? (
          <Link to={to('/assessment')} className="button button--primary">
            {t('shares.view.ownCta')}
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={() => void shared.refetch()} aria-busy={shared.isFetching}>
            {t('shares.view.retry')}
          </button>
        )}
      </div>
    );
  }

  const view = shared.data;
  const rows = buildRows(view.results, label);
  return (
    <div className="page results shared-page">
      {meta}
      <header className="results__header">
        <h1>{t('shares.view.title')}</h1>
        <p>{t('shares.view.intro', { count: rows.length })}</p>
        <p className="results__date">{t('shares.view.assessedOn', { date: format.date(view.assessedAt) })}</p>
        {view.expiresAt && <p className="results__date">{t('shares.view.expiresOn', { date: format.date(view.expiresAt) })}</p>}
      </header>
      {view.note && (
        <section aria-labelledby="shared-note-title">
          <h2 id="shared-note-title">{t('shares.view.note')}</h2>
          <p className="shared-page__note">{view.note}</p>
        </section>
      )}
      <div className="results__overview">
        <WheelFigure rows={rows} formatNumber={format.number} />
        <div className="results__numbers">
          <section className="results-section results-section--scores" aria-labelledby="scores-title">
            <h2 id="scores-title">{t('results.scores.title')}</h2>
            <ScoresTable rows={rows} formatNumber={format.number} id="shared-scores" />
          </section>
        </div>
      </div>
      <p className="results__again">
        <Link to={to('/assessment')} className="button button--primary button--large">
          {t('shares.view.ownCta')}
        </Link>
      </p>
    </div>
  );
}
