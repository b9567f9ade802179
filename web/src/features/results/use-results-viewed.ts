import { useEffect, useRef } from 'react';
import { reportJourney } from '../../observability/report.js';

/** The 'results-viewed' journey step, once per page view of a token (not again on re-render or refetch). */
export function useResultsViewed(token: string, stepData: Record<string, unknown>): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === token) return;
    reported.current = token;
    reportJourney('assessment', 'results-viewed', stepData);
    // stepData describes this token's results; it is read once, when the token is first shown.
  }, [token]);
}
