import { describe, expect, it } from 'vitest';
import { measure, percentile } from './latency.js';

describe('benchmark statistics', () => {
  it('picks nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('runs the requested number of concurrent loops', async () => {
    let active = 0;
    let peak = 0;
    const summary = await measure(
      async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
      },
      4,
      0.2,
    );
    expect(peak).toBe(4);
    expect(summary.requests).toBeGreaterThan(8);
  });
});
