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
    // The width decides what the wheel draws, and what it draws can change the width (a page that
    // grows taller gains a scroll bar): set in the observer's own callback, that change would be
    // observed in the same frame, and the browser reports "ResizeObserver loop completed with
    // undelivered notifications" as an error on every wide screen. The next frame takes it calmly.
    let frame = 0;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured = entry.contentRect.width;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(measured));
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
