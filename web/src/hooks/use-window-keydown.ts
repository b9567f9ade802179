import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Listens to keys pressed anywhere on the page with the handler of the latest render. The handler
 * is swapped in as the render commits, not in an effect after the next frame: a person (or a test)
 * who presses a score and then Enter at once must have Enter see the score just given.
 */
export function useWindowKeydown(handler: (event: KeyboardEvent) => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => latest.current(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
