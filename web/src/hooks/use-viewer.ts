import { useQuery } from '@tanstack/react-query';
import { fromQuery, type LoadState } from '../features/premium-content/load-state.js';
import { currentUserQuery } from './current-user-query.js';

/** Who is asking for a premium page, once known: premium, a free account, or a visitor. */
export type ViewerKind = 'premium' | 'member' | 'visitor';

export interface Viewer {
  /** Undefined until the user call has answered (or while it failed: `waiting` says which). */
  kind: ViewerKind | undefined;
  /** The user call on its way, or failed with a way to ask again, as a premium answer's state. */
  waiting: <T>() => LoadState<T>;
}

/**
 * Who is asking, for a page of premium data: asked at once rather than when idle, and afresh
 * unless the cached answer already says premium. The page then sends a visitor to log in, or shows
 * a free account the way in, without asking the service for what it would refuse: a refused
 * request is an error in the browser's console (issue 20). It grants nothing: the service still
 * refuses whoever may not read, and the page handles that refusal as before.
 */
export function useViewer(): Viewer {
  const query = useQuery({ ...currentUserQuery, refetchOnMount: (cached) => (cached.state.data?.isPremium ? true : 'always') });
  const user = query.data ?? null;
  const known = user?.isPremium || (query.isFetchedAfterMount && !query.isError && !query.isFetching);
  const kind: ViewerKind | undefined = !known ? undefined : user?.isPremium ? 'premium' : user ? 'member' : 'visitor';
  return {
    kind,
    // Pending until it answers: the page's answer, not the user call, is what is loading.
    waiting: () => ({ ...fromQuery(query), pending: !query.isError, data: undefined }),
  };
}
