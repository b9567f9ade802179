import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's current width in CSS pixels, or null until it has been measured. A
 * ResizeObserver reports the first width once the browser has laid the page out anyway; reading
 * it straight after rendering (getBoundingClientRect) would force a layout of the whole, freshly
 * rendered results page in the middle of the render.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver !== 'function') {
      setWidth(element.getBoundingClientRect().width);
      return;
    }
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
