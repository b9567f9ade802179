import { useEffect, useState } from 'react';

/** True once the browser has been idle after the first render (spec: the user call waits for it). */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}
