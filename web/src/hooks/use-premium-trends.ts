import { useQuery } from '@tanstack/react-query';
import { fetchPremiumTrends } from '../api/premium.js';
import { queryKeys } from '../api/query-keys.js';

/** Each default domain's scores over the person's check-ins, with its stuck flag. */
export function usePremiumTrends() {
  return useQuery({ queryKey: queryKeys.premiumTrends, queryFn: ({ signal }) => fetchPremiumTrends(signal), staleTime: 0 });
}
