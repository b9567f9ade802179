import { useQuery } from '@tanstack/react-query';
import { fetchLinkStatus } from '../api/auth.js';
import { queryKeys } from '../api/query-keys.js';

/** What a login link is, asked once per page and never retried: looking changes nothing. */
export function useLoginLinkStatus(token: string | undefined) {
  return useQuery({
    queryKey: queryKeys.loginLinkStatus(token ?? ''),
    queryFn: () => fetchLinkStatus(token!),
    enabled: token !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
