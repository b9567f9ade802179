import { useQuery } from '@tanstack/react-query';
import { fetchFocusOverview } from '../api/focus.js';
import { HttpError } from '../api/http.js';
import { queryKeys } from '../api/query-keys.js';
import { useLanguage } from '../app/language-context.js';

/** A refusal (401, 403, 404) is an answer the page acts on, not a failure worth retrying. */
export const retryUnlessRefused = (failures: number, error: Error) => !(error instanceof HttpError && error.status < 500) && failures < 2;

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
