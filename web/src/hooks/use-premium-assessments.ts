import { useQuery } from '@tanstack/react-query';
import { fetchPremiumAssessments } from '../api/premium.js';
import { queryKeys } from '../api/query-keys.js';

/** The person's saved assessments for the premium dashboard; a 401 or 403 comes back as the error. */
export function usePremiumAssessments() {
  // Fresh on every visit: a new assessment saved since must show.
  return useQuery({ queryKey: queryKeys.premiumAssessments, queryFn: ({ signal }) => fetchPremiumAssessments(signal), staleTime: 0 });
}
