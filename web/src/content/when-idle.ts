/** Runs `work` once the browser is idle (at the latest after `timeoutMs`), as the app's useIdle does. */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: timeoutMs });
  else window.setTimeout(work, 1);
}
