import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@lifewheel/contracts';
import { fetchCurrentUser } from '../api/current-user.js';
import { queryKeys } from '../api/query-keys.js';
import { useIdle } from './use-idle.js';

const FIVE_MINUTES = 5 * 60_000;

/**
 * Spec section 7: cached 5 minutes (TanStack Query's own garbage-collection time in the browser;
 * on the server it keeps no timer, so pre-rendering exits at once), not refetched on focus, not
 * retried, deferred until idle.
 */
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean } {
  const idle = useIdle();
  const query = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: fetchCurrentUser,
    enabled: idle,
    staleTime: FIVE_MINUTES,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { user: query.data ?? null, loading: !idle || query.isPending };
}
