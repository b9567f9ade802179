import { describe, expect, it } from 'vitest';
import { TRAFFIC_LATENCY_BOUNDS_MS } from '@lifewheel/contracts';
import { latencyPercentile } from './latency-percentile.js';

const histogram = (counts: Record<number, number>) => Array.from({ length: TRAFFIC_LATENCY_BOUNDS_MS.length + 1 }, (_, index) => counts[index] ?? 0);

describe('p95 from a latency histogram', () => {
  it('is the bound of the bucket the 95th percentile falls in', () => {
    // 94 fast requests (<= 5 ms) and 6 at <= 200 ms: the 95th is one of the slow ones.
    expect(latencyPercentile(histogram({ 0: 94, 8: 6 }), 0.95)).toBe(200);
    expect(latencyPercentile(histogram({ 0: 95, 8: 5 }), 0.95)).toBe(5);
    expect(latencyPercentile(histogram({ 3: 1 }), 0.95)).toBe(35);
  });

  it('reads the slower-than-everything bucket as the last bound, and nothing as null', () => {
    expect(latencyPercentile(histogram({ [TRAFFIC_LATENCY_BOUNDS_MS.length]: 3 }), 0.95)).toBe(10_000);
    expect(latencyPercentile(histogram({}), 0.95)).toBeNull();
  });
});
