import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/http.js';
import { PageMeta } from '../app/page-meta.js';
import { Spinner } from '../components/spinner.js';
import { ResultsView } from '../features/results/results-view.js';
import { ResultsLoadError, ResultsNotFound } from '../features/results/results-states.js';
import { useAssessment } from '../hooks/use-assessment.js';

/** `/results/{token}`: rendered in the browser only (the app shell), from GET /api/assessments/{token}. */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const assessment = useAssessment(token);

  if (assessment.isPending) {
    return (
      <div className="page page--narrow">
        <PageMeta title={t('results.meta.title')} description={t('results.meta.description')} />
        <Spinner label={t('results.loading')} />
      </div>
    );
  }
  if (assessment.isError) {
    if (assessment.error instanceof HttpError && assessment.error.status === 404) return <ResultsNotFound />;
    return <ResultsLoadError onRetry={() => void assessment.refetch()} retrying={assessment.isFetching} />;
  }
  return <ResultsView assessment={assessment.data} token={token} />;
}
