import { useQuery } from '@tanstack/react-query';
import { fetchFocusOverview } from '../api/focus.js';
import { retryUnlessRefused } from '../api/http.js';
import { queryKeys } from '../api/query-keys.js';
import { useLanguage } from '../app/language-context.js';

/** The running focus, if any, and the past ones. */
export function useFocusOverview() {
  const language = useLanguage();
  return useQuery({
    queryKey: queryKeys.focusOverviewIn(language),
    queryFn: ({ signal }) => fetchFocusOverview(language, signal),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}
