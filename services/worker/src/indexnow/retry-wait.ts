/** The protocol asks to honour Retry-After; the issue caps any wait at 10 minutes. */
export const MAX_RETRY_WAIT_MS = 10 * 60_000;
/** Without Retry-After: 30 s, then doubling with each attempt, up to the cap. */
const FIRST_BACKOFF_MS = 30_000;

/**
 * How long to wait before sending a batch again after a 429, a 5xx or no answer. `retryAfter` is the
 * header as sent: seconds, or an HTTP date. `attempt` counts the sends so far (1 after the first).
 */
export function retryWaitMs(retryAfter: string | null, attempt: number, now: Date): number {
  const fromHeader = parseRetryAfter(retryAfter, now);
  const wait = fromHeader ?? FIRST_BACKOFF_MS * 2 ** Math.max(0, attempt - 1);
  return Math.min(Math.max(0, wait), MAX_RETRY_WAIT_MS);
}

function parseRetryAfter(value: string | null, now: Date): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at - now.getTime();
}
