import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchPremiumAssessments } from '../api/premium.js';
import { queryKeys } from '../api/query-keys.js';

/**
 * The person's saved assessments for the premium dashboard, a page at a time: "show more" adds the
 * next page under those shown. A 401 or 403 comes back as the error. Not asked for while `enabled`
 * is false (who is asking is not yet known).
 */
export function usePremiumAssessments(enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: queryKeys.premiumAssessments,
    queryFn: ({ pageParam, signal }) => fetchPremiumAssessments(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Fresh on every visit: a new assessment saved since must show.
    staleTime: 0,
  });
}
