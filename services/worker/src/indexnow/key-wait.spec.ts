import { describe, expect, it } from 'vitest';
import { nextKeyCheckInMs } from './key-wait.js';

describe('nextKeyCheckInMs', () => {
  const wait = 5 * 60_000;

  it('looks again after a second at first, then backs off as long as has been waited, up to 15 s', () => {
    expect([0, 400, 1000, 2000, 4000, 8000, 16_000, 60_000].map((waited) => nextKeyCheckInMs(waited, wait))).toEqual([
      1000, 1000, 1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
  });

  it('never looks past the end of the wait, so the batch is sent on time', () => {
    expect(nextKeyCheckInMs(wait - 3000, wait)).toBe(3000);
    expect(nextKeyCheckInMs(wait - 200, wait)).toBe(200);
    expect(nextKeyCheckInMs(800, 1000)).toBe(200);
    expect(nextKeyCheckInMs(wait + 1, wait)).toBe(0);
  });
});
