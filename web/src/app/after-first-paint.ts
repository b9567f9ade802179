/**
 * Runs `work` once the browser has shown the page's first content (issue 20). A pre-rendered page
 * shows its text with its HTML and stylesheets alone; fetching the app beside them made the first
 * paint share a slow phone's bandwidth with about 80 KB of JavaScript. The paint entry comes when
 * the frame is on screen, which can be a while after the main thread drew it; a browser without
 * paint entries waits for the next frame instead. A hidden tab paints nothing, so it starts at
 * once, and the timer is a safety net for a browser that holds back frames (a busy or throttled one).
 */
export function afterFirstPaint(work: () => void, fallbackMs = 300): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    work();
  };
  if (document.visibilityState !== 'visible') return start();
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    afterNextPaint(start);
  }
  setTimeout(start, fallbackMs);
}

/**
 * Runs `work` in a task after the next frame: a frame's callbacks run just before its paint. A
 * hidden tab draws no frame, so it runs at once.
 */
export function afterNextPaint(work: () => void): void {
  if (document.visibilityState !== 'visible') return work();
  requestAnimationFrame(() => setTimeout(work, 0));
}
