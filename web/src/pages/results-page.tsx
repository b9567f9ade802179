import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/http.js';
import { useLanguage } from '../app/language-context.js';
import type { PageLoadArgs } from '../app/lazy-page.js';
import { PageMeta } from '../app/page-meta.js';
import { Spinner } from '../components/spinner.js';
import { ResultsView } from '../features/results/results-view.js';
import { ResultsLoadError, ResultsNotFound } from '../features/results/results-states.js';
import { useAssessment } from '../hooks/use-assessment.js';
import { useFollowUpTexts } from '../i18n/follow-up-texts.js';

/** What's Next's texts are their own chunk, which the assessment never loads. */
export const load = ({ language }: PageLoadArgs) => useFollowUpTexts.preload(language);

/** `/results/{token}`: rendered in the browser only (the app shell), from GET /api/assessments/{token}. */
export function Component() {
  const language = useLanguage();
  // Fetched by `load` before the page renders, so this waits only if they could not be.
  if (!useFollowUpTexts(language)) return <Spinner />;
  return <Results />;
}

function Results() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const assessment = useAssessment(token);

  if (assessment.isPending) {
    return (
      <div className="page page--narrow page--awaiting">
        <PageMeta title={t('results.meta.title')} description={t('results.meta.description')} />
        <Spinner label={t('results.loading')} />
      </div>
    );
  }
  if (assessment.isError) {
    if (assessment.error instanceof HttpError && assessment.error.status === 404) return <ResultsNotFound />;
    return <ResultsLoadError onRetry={() => void assessment.refetch()} retrying={assessment.isFetching} />;
  }
  // What follows the overview renders once the overview has painted (ResultsView).
  return <ResultsView assessment={assessment.data} token={token} />;
}
