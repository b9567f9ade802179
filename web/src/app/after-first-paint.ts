/**
 * Runs `work` once the browser has painted the page (issue 20). A pre-rendered page shows its text
 * with its HTML and stylesheets alone; fetching the app beside them made the first paint share a
 * slow phone's bandwidth with about 80 KB of JavaScript. A hidden tab paints nothing, so it starts
 * at once; the timer is a safety net for a browser that holds back frames (a busy or throttled one).
 */
export function afterFirstPaint(work: () => void, fallbackMs = 300): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    work();
  };
  if (document.visibilityState !== 'visible') return start();
  // A frame's callbacks run just before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, fallbackMs);
}
