import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../app/page-meta.js';
import { useLocalizedPath } from '../../app/language-context.js';

/** An unknown or mistyped results link. */
export function ResultsNotFound() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="page page--narrow not-found results-not-found">
      <PageMeta title={t('results.meta.notFoundTitle')} description={t('results.notFound.body')} />
      <h1>{t('results.notFound.title')}</h1>
      <p>{t('results.notFound.body')}</p>
      <Link to={to('/assessment')} className="button button--primary">
        {t('results.notFound.takeAssessment')}
      </Link>
    </div>
  );
}

/** The results could not be fetched (network, server): say so and offer another try. */
export function ResultsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow not-found">
      <PageMeta title={t('results.meta.title')} description={t('results.meta.description')} />
      <h1>{t('results.title')}</h1>
      <div role="alert">
        <p>{t('results.loadFailed')}</p>
      </div>
      <button type="button" className="button button--primary" onClick={() => !retrying && onRetry()} aria-disabled={retrying} aria-busy={retrying}>
        {t('results.retry')}
      </button>
    </div>
  );
}
