// How long to wait before restarting a process that died. Doubling keeps a process that crashes
// on boot (say, a typo in its config) from flooding the terminal, and the reset means one crash
// after a long healthy run is retried after the first delay rather than the last long one.
//
// The first delay is five seconds: a process back within a second or two would answer the health
// probe and the requests already waiting for it, so a crash would never show in /api/health and a
// request sent meanwhile would be served late instead of refused with a clear 503. (Kubernetes'
// crash back-off starts at 10 s.)

export const BACKOFF = {
  firstMs: 5_000,
  maxMs: 30_000,
  /** A process that stayed up this long counts as healthy: its next crash starts over at firstMs. */
  resetAfterMs: 60_000,
} as const;

export type BackoffPolicy = (previousDelayMs: number | undefined, uptimeMs: number) => number;

export const nextRestartDelay: BackoffPolicy = (previousDelayMs, uptimeMs) => {
  if (previousDelayMs === undefined || uptimeMs >= BACKOFF.resetAfterMs) return BACKOFF.firstMs;
  return Math.min(previousDelayMs * 2, BACKOFF.maxMs);
};

/** "1.5 s", "30 s": for the one line that says a process is being restarted. */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds < 10 ? Math.round(seconds * 10) / 10 : Math.round(seconds)} s`;
}
