import { useQuery } from '@tanstack/react-query';
import type { Language, PremiumSection } from '@lifewheel/contracts';
import { fetchPremiumPreview } from '../api/premium-content.js';
import { queryKeys } from '../api/query-keys.js';

/** The public preview, asked only once the page knows the person may not read the section itself. */
export function usePremiumPreview(section: PremiumSection, domain: string | undefined, language: Language, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.premiumPreview(section, domain ?? null, language),
    queryFn: ({ signal }) => fetchPremiumPreview(section, domain, language, signal),
    enabled,
    staleTime: 60 * 60_000,
  });
}
