import { useEffect, useState } from 'react';

/** The first wait before a stream that failed is opened again; it doubles up to the last. */
const REOPEN_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000];

/**
 * Follows a server-sent event stream of views (`event: view`), handing each to `onView`. EventSource
 * reconnects on its own after a drop, but gives up for good when an answer is not a stream (a proxy's
 * 502 while the gateway restarts, say): then the stream is opened again after a growing wait, so a
 * phone still sees the reveal. Only `event: end` (the view is gone) stops it.
 */
export function useLiveView<T>(url: string | undefined, onView: (view: T) => void): 'connecting' | 'live' | 'ended' {
  const [state, setState] = useState<'connecting' | 'live' | 'ended'>('connecting');
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const open = () => {
      const current = new EventSource(url, { withCredentials: true });
      source = current;
      current.addEventListener('open', () => {
        failures = 0;
        setState('live');
      });
      current.addEventListener('error', () => {
        setState('connecting');
        if (current.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)]);
        failures += 1;
      });
      current.addEventListener('view', (event) => {
        setState('live');
        onView(JSON.parse((event as MessageEvent<string>).data) as T);
      });
      current.addEventListener('end', () => {
        current.close();
        setState('ended');
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
    // Callers pass a stable onView (useCallback); a new url opens a new stream.
  }, [url, onView]);
  return state;
}
