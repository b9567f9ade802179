import { describe, expect, it } from 'vitest';
import { percentile, slope, soakVerdict, trendShare, warmPart, type SoakSample } from './trend.js';

const line = (from: number, to: number, n = 11) => Array.from({ length: n }, (_, i) => ({ x: i * 10, y: from + ((to - from) * i) / (n - 1) }));

describe('soak trends', () => {
  it('fits the least-squares slope', () => {
    expect(slope(line(100, 200))).toBeCloseTo(1);
    expect(slope([{ x: 0, y: 5 }])).toBe(0);
    // Noise around a flat line: no trend.
    expect(slope([10, 12, 12, 10].map((y, x) => ({ x, y })))).toBe(0);
  });

  it('gives the growth over the span as a share of the fitted start', () => {
    expect(trendShare(line(100, 120))).toBeCloseTo(0.2);
    expect(trendShare(line(100, 100))).toBe(0);
    expect(trendShare(line(200, 100))).toBeCloseTo(-0.5);
  });

  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile([], 0.99)).toBeNaN();
  });

  it('leaves the first sixth out as warm-up', () => {
    expect(warmPart(Array.from({ length: 12 }, (_, i) => i))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  const samples = (rss: (i: number) => number, redis: (i: number) => number, latency: (i: number) => number): SoakSample[] =>
    Array.from({ length: 30 }, (_, i) => ({ t: i * 10, rssBytes: { gateway: rss(i) }, redisUsedMemory: redis(i), latenciesMs: [latency(i), latency(i) / 2] }));

  it('passes a flat run', () => {
    const verdict = soakVerdict(
      samples(
        () => 200e6,
        () => 4e6,
        () => 20,
      ),
      ['gateway'],
    );
    expect(verdict.ok).toBe(true);
  });

  it('fails memory growing beyond 10% once warm, Redis growing, and p99 rising', () => {
    const verdict = soakVerdict(
      samples(
        (i) => 200e6 * (1 + i / 100),
        (i) => 4e6 * (1 + i / 50),
        (i) => (i < 20 ? 20 : 60),
      ),
      ['gateway'],
    );
    expect(verdict.processes[0]).toMatchObject({ name: 'gateway', ok: false });
    expect(verdict.processes[0]!.trend).toBeGreaterThan(0.2);
    expect(verdict.redis.ok).toBe(false);
    expect(verdict.p99).toMatchObject({ firstThird: 20, lastThird: 60, ok: false });
    expect(verdict.ok).toBe(false);
  });

  it('does not count the warm-up climb as growth', () => {
    const verdict = soakVerdict(
      samples(
        (i) => (i < 5 ? 100e6 + i * 20e6 : 200e6),
        () => 4e6,
        () => 20,
      ),
      ['gateway'],
    );
    expect(verdict.processes[0]!.ok).toBe(true);
  });
});
