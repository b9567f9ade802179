/**
 * An answer on its way, as the premium views draw it: the app fills it from TanStack Query, the
 * premium section pages' island from a plain fetch (use-fetched.ts), so one view serves both.
 */
export interface LoadState<T> {
  pending: boolean;
  failed: boolean;
  /** Failed, and asked again: the failure stays on screen until the new answer arrives. */
  retrying: boolean;
  data: T | undefined;
  error: unknown;
  retry: () => void;
}

/** A TanStack Query result as a LoadState. */
export const fromQuery = <T>(query: {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}): LoadState<T> => ({
  pending: query.isPending,
  failed: query.isError,
  retrying: query.isError && query.isFetching,
  data: query.data,
  error: query.error,
  retry: () => {
    if (!query.isFetching) void query.refetch();
  },
});
