import type { QueryStatus } from '@tanstack/react-query';
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

/**
 * `enabled` for an observer that asks only once the page is idle (the top bar). It joins as soon
 * as another part of the page has had an answer or an error, so that turning it on later asks
 * nothing: TanStack Query fetches a query without data whenever an observer of it is enabled,
 * which would try a failed call again behind the back of the page that shows the failure and its
 * own Try again (the alert would vanish into a spinner, or come back as a new one).
 */
export const enabledOnceIdle =
  (idle: boolean) =>
  (query: { state: { status: QueryStatus } }): boolean =>
    idle || query.state.status !== 'pending';
