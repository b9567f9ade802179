import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser, type CurrentUser } from '../api/current-user.js';
import { queryKeys } from '../api/query-keys.js';
import { useIdle } from './use-idle.js';

const FIVE_MINUTES = 5 * 60_000;
// On the server (pre-rendering) a garbage-collection timer would keep Node alive for five minutes
// after the last page is written.
const GC_TIME = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : FIVE_MINUTES;

/** Spec section 7: cached 5 minutes, not refetched on focus, not retried, deferred until idle. */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean } {
  const idle = useIdle();
  const query = useQuery({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser, enabled: idle, staleTime: FIVE_MINUTES, gcTime: GC_TIME, retry: false, refetchOnWindowFocus: false });
  return { user: query.data ?? null, loading: !idle || query.isPending };
}
