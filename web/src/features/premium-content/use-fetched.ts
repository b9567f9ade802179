import { useCallback, useEffect, useState } from 'react';
import type { LoadState } from './load-state.js';

/**
 * A fetch as a LoadState, for the premium section pages' island, which has no TanStack Query: one
 * try, and another when the person asks (the view's retry button). A refusal (401, 403) is the
 * error, as in the app. A new try shows as pending again, so it is never `retrying`. `load` must be
 * the same function for the component's whole life.
 */
export function useFetched<T>(load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ pending: boolean; data?: T; error?: unknown }>({ pending: true });
  useEffect(() => {
    const controller = new AbortController();
    setState({ pending: true });
    load(controller.signal).then(
      (data) => setState({ pending: false, data }),
      (error: unknown) => !controller.signal.aborted && setState({ pending: false, error }),
    );
    return () => controller.abort();
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { pending: state.pending, failed: state.error !== undefined, retrying: false, data: state.data, error: state.error, retry };
}
