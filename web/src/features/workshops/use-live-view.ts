import { useEffect, useState } from 'react';

/**
 * Follows a server-sent event stream of views (`event: view`), handing each to `onView`. EventSource
 * reconnects on its own after a drop; `event: end` (the view is gone) stops it.
 */
export function useLiveView<T>(url: string | undefined, onView: (view: T) => void): 'connecting' | 'live' | 'ended' {
  const [state, setState] = useState<'connecting' | 'live' | 'ended'>('connecting');
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener('open', () => setState('live'));
    source.addEventListener('error', () => setState(source.readyState === EventSource.CLOSED ? 'ended' : 'connecting'));
    source.addEventListener('view', (event) => {
      setState('live');
      onView(JSON.parse((event as MessageEvent<string>).data) as T);
    });
    source.addEventListener('end', () => {
      source.close();
      setState('ended');
    });
    return () => source.close();
    // Callers pass a stable onView (useCallback); a new url opens a new stream.
  }, [url, onView]);
  return state;
}
