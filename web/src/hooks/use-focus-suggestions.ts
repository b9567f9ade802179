import { useQuery } from '@tanstack/react-query';
import { fetchFocusSuggestions } from '../api/focus.js';
import { queryKeys } from '../api/query-keys.js';
import { retryUnlessRefused } from './use-focus-overview.js';

/** Tools for the biggest gaps of one assessment (null: the person's latest). */
export function useFocusSuggestions(assessmentToken: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.focusSuggestions(assessmentToken),
    queryFn: ({ signal }) => fetchFocusSuggestions(assessmentToken, signal),
    retry: retryUnlessRefused,
    enabled,
  });
}
