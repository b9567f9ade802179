import { useQuery } from '@tanstack/react-query';
import { fetchFocusSuggestions } from '../api/focus.js';
import { queryKeys } from '../api/query-keys.js';
import { useLanguage } from '../app/language-context.js';
import { retryUnlessRefused } from '../api/http.js';

/** Tools for the biggest gaps of one assessment (null: the person's latest). */
export function useFocusSuggestions(assessmentToken: string | null, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: queryKeys.focusSuggestions(assessmentToken, language),
    queryFn: ({ signal }) => fetchFocusSuggestions(assessmentToken, language, signal),
    retry: retryUnlessRefused,
    enabled,
  });
}
