import { describe, expect, it } from 'vitest';
import { MAX_RETRY_WAIT_MS, retryWaitMs } from './retry-wait.js';

const now = new Date('2026-11-25T12:00:00Z');

describe('retryWaitMs', () => {
  it('honours Retry-After in seconds or as a date', () => {
    expect(retryWaitMs('2', 1, now)).toBe(2000);
    expect(retryWaitMs('Wed, 25 Nov 2026 12:01:30 GMT', 1, now)).toBe(90_000);
  });

  it('caps any wait at 10 minutes', () => {
    expect(retryWaitMs('3600', 1, now)).toBe(MAX_RETRY_WAIT_MS);
    expect(retryWaitMs(null, 20, now)).toBe(MAX_RETRY_WAIT_MS);
  });

  it('backs off exponentially without Retry-After (or with one it cannot read)', () => {
    expect(retryWaitMs(null, 1, now)).toBe(30_000);
    expect(retryWaitMs(null, 2, now)).toBe(60_000);
    expect(retryWaitMs('soon', 3, now)).toBe(120_000);
  });

  it('does not wait for a date already past', () => {
    expect(retryWaitMs('Wed, 25 Nov 2026 11:00:00 GMT', 1, now)).toBe(0);
  });
});
