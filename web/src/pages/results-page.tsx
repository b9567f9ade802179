import { useParams } from 'react-router';
import { HttpError } from '../api/http.js';
import { useLanguage } from '../app/language-context.js';
import type { PageLoadArgs } from '../app/lazy-page.js';
import { ResultsFrame } from '../features/results/results-frame.js';
import { ResultsView } from '../features/results/results-view.js';
import { ResultsLoadError, ResultsNotFound } from '../features/results/results-states.js';
import { useAssessment } from '../hooks/use-assessment.js';
import { useFollowUpTexts } from '../i18n/follow-up-texts.js';

/** What's Next's texts are their own chunk, which the assessment never loads. */
export const load = ({ language }: PageLoadArgs) => useFollowUpTexts.preload(language);

/**
 * `/results/{token}`: rendered in the browser from GET /api/assessments/{token}. The shell the
 * build writes for it holds the page's frame (ResultsFrame), which stays until the answer comes.
 */
export function Component() {
  const language = useLanguage();
  // Fetched by `load` before the page renders, so this waits only if they could not be.
  if (!useFollowUpTexts(language)) return <ResultsFrame />;
  return <Results />;
}

function Results() {
  const { token = '' } = useParams();
  const assessment = useAssessment(token);

  if (assessment.isPending) return <ResultsFrame />;
  if (assessment.isError) {
    if (assessment.error instanceof HttpError && assessment.error.status === 404) return <ResultsNotFound />;
    return <ResultsLoadError onRetry={() => void assessment.refetch()} retrying={assessment.isFetching} />;
  }
  // What follows the overview renders once the overview has painted (ResultsView).
  return <ResultsView assessment={assessment.data} token={token} />;
}
