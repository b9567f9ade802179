// A client's patience: it tries again with growing pauses until it gets an answer it can act on
// or its patience (a deadline) runs out. Pure apart from the clock, so the policy is unit tested.
export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
}

export const CLIENT_RETRY: RetryPolicy = { firstDelayMs: 200, maxDelayMs: 2_000, giveUpAfterMs: 90_000 };

/** The pause before attempt `attempt` (1 = the first retry): doubling, capped. */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempt - 1));
}

export type Outcome<T> = { done: true; value: T } | { done: false; retry: true } | { done: false; retry: false; reason: string };

/**
 * Runs `attempt` until it is done or refuses for good; answers the value, or the reason it stopped
 * (`gave up` once the policy's time is over).
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: () => Promise<Outcome<T>>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => number = Date.now,
): Promise<{ ok: true; value: T; attempts: number } | { ok: false; reason: string; attempts: number }> {
  const started = now();
  for (let attempts = 1; ; attempts += 1) {
    const outcome = await attempt();
    if (outcome.done) return { ok: true, value: outcome.value, attempts };
    if (!outcome.retry) return { ok: false, reason: outcome.reason, attempts };
    if (now() - started > policy.giveUpAfterMs) return { ok: false, reason: 'gave up', attempts };
    await sleep(retryDelay(policy, attempts));
  }
}
