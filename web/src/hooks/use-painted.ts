import { useEffect, useState } from 'react';
import { afterNextPaint } from '../app/after-first-paint.js';

/**
 * False until the browser has painted what the component rendered first, then true: a large page
 * renders what a reader sees first, paints it, and renders the rest in a task of its own, so no
 * single task holds a slow phone's main thread for long (issue 20's total blocking time).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let active = true;
    afterNextPaint(() => active && setPainted(true));
    return () => {
      active = false;
    };
  }, []);
  return painted;
}
