import { useQuery } from '@tanstack/react-query';
import type { Language, PremiumSection } from '@lifewheel/contracts';
import { retryUnlessRefused } from '../api/http.js';
import { fetchPremiumContent } from '../api/premium-content.js';
import { queryKeys } from '../api/query-keys.js';

/**
 * A premium section, or one domain of it; a 401 or 403 comes back as the error (an answer, not a
 * failure worth retrying). Not asked for while `enabled` is false (who is asking is not yet known).
 */
export function usePremiumContent(section: PremiumSection, domain: string | undefined, language: Language, enabled = true) {
  return useQuery({
    queryKey: queryKeys.premiumContent(section, domain ?? null, language),
    queryFn: ({ signal }) => fetchPremiumContent(section, domain, language, signal),
    retry: retryUnlessRefused,
    enabled,
  });
}
