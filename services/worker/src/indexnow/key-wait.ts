/**
 * How long due batches wait for our own key file to be served (INDEXNOW_KEY_WAIT_MS's default).
 * Long enough for a rolling deploy to bring the gateway up; past it they are sent all the same,
 * since a worker may be unable to reach its own public address while the engines can.
 */
export const DEFAULT_KEY_WAIT_MS = 5 * 60_000;

const FIRST_CHECK_MS = 1000;
const LONGEST_CHECK_MS = 15_000;

/**
 * When to look at the key file again, `waitedMs` after the oldest due batch was planned: soon at
 * first (a gateway usually comes up within seconds of the worker), then about as long again as has
 * been waited, every 15 s at most. Never past the end of the wait, so the batch goes on time.
 */
export function nextKeyCheckInMs(waitedMs: number, keyWaitMs: number): number {
  const backoff = Math.min(LONGEST_CHECK_MS, Math.max(FIRST_CHECK_MS, waitedMs));
  return Math.max(0, Math.min(backoff, keyWaitMs - waitedMs));
}
