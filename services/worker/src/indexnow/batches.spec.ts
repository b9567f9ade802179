import { describe, expect, it } from 'vitest';
import { planBatches } from './batches.js';

describe('planBatches', () => {
  const urls = (count: number) => Array.from({ length: count }, (_, index) => `/page-${index}`);

  it('puts at most 10,000 URLs in a request, in order, losing none', () => {
    const batches = planBatches(urls(25_001));
    expect(batches.map((batch) => batch.length)).toEqual([10_000, 10_000, 5_001]);
    expect(batches.flat()).toEqual(urls(25_001));
  });

  it('makes exactly one batch of 10,000 and none of nothing', () => {
    expect(planBatches(urls(10_000)).map((batch) => batch.length)).toEqual([10_000]);
    expect(planBatches([])).toEqual([]);
  });

  it('refuses a batch size the protocol does not allow', () => {
    expect(() => planBatches(urls(3), 10_001)).toThrow(/1 to 10000/);
    expect(() => planBatches(urls(3), 0)).toThrow();
  });
});
