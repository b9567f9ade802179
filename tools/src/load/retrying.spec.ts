import { describe, expect, it } from 'vitest';
import { retryDelay, withRetries, type Outcome } from './retrying.js';

const policy = { firstDelayMs: 100, maxDelayMs: 1_000, giveUpAfterMs: 5_000 };

describe('a load client retrying', () => {
  it('doubles its pause up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(policy, attempt))).toEqual([100, 200, 400, 800, 1_000, 1_000]);
  });

  it('tries again until done, and says how many attempts it took', async () => {
    const outcomes: Outcome<string>[] = [
      { done: false, retry: true },
      { done: false, retry: true },
      { done: true, value: 'saved' },
    ];
    const pauses: number[] = [];
    const result = await withRetries(
      policy,
      async () => outcomes.shift()!,
      async (ms) => void pauses.push(ms),
    );
    expect(result).toEqual({ ok: true, value: 'saved', attempts: 3 });
    expect(pauses).toEqual([100, 200]);
  });

  it('stops at once on an answer not worth repeating', async () => {
    const result = await withRetries(
      policy,
      async (): Promise<Outcome<string>> => ({ done: false, retry: false, reason: '422 IDEMPOTENCY_KEY_REUSED' }),
      async () => undefined,
    );
    expect(result).toEqual({ ok: false, reason: '422 IDEMPOTENCY_KEY_REUSED', attempts: 1 });
  });

  it('gives up once its patience is over', async () => {
    let clock = 0;
    const result = await withRetries(
      policy,
      async (): Promise<Outcome<string>> => ({ done: false, retry: true }),
      async (ms) => void (clock += ms),
      () => clock,
    );
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ reason: 'gave up' });
    expect(clock).toBeGreaterThanOrEqual(policy.giveUpAfterMs - policy.maxDelayMs);
  });
});
