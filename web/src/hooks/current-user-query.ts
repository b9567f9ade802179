import { fetchCurrentUser } from '../api/current-user.js';
import { queryKeys } from '../api/query-keys.js';

const FIVE_MINUTES = 5 * 60_000;

/**
 * The user call as every page asks it. Spec section 7: cached 5 minutes (TanStack Query's own
 * garbage-collection time in the browser; on the server it keeps no timer, so pre-rendering exits
 * at once), not refetched on focus, not retried.
 */
export const currentUserQuery = {
  queryKey: queryKeys.currentUser,
  queryFn: fetchCurrentUser,
  staleTime: FIVE_MINUTES,
  retry: false,
  refetchOnWindowFocus: false,
} as const;
