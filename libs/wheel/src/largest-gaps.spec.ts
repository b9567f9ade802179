import { describe, expect, it } from 'vitest';
import type { DomainResult } from './compute-results.js';
import { largestGaps } from './largest-gaps.js';

const result = (domain: string, current: number, desired: number): DomainResult => ({
  domain,
  color: '#000000',
  current,
  desired,
  gap: desired - current,
  band: current >= 8 ? 'high' : current >= 5 ? 'mid' : 'low',
});

const names = (results: DomainResult[]) => results.map((entry) => entry.domain);

describe('largestGaps', () => {
  const results = [
    result('A', 5, 7), // 2
    result('B', 2, 9), // 7
    result('C', 8, 8), // 0
    result('D', 4, 8), // 4
    result('E', 9, 6), // -3
    result('F', 3, 7), // 4
    result('G', 6, 7), // 1
  ];

  it('gives the 3 biggest positive gaps, biggest first, ties in wheel order', () => {
    expect(names(largestGaps(results))).toEqual(['B', 'D', 'F']);
  });

  it('keeps wheel order among equal gaps whatever the sort engine does', () => {
    const ties = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'].map((name) => result(name, 5, 8));
    expect(names(largestGaps(ties, 12))).toEqual(names(ties));
  });

  it('leaves out zero and negative gaps even when fewer than count remain', () => {
    expect(names(largestGaps(results, 10))).toEqual(['B', 'D', 'F', 'A', 'G']);
    expect(largestGaps([result('C', 8, 8), result('E', 9, 6)])).toEqual([]);
  });

  it('honours count, including 0 and 1', () => {
    expect(largestGaps(results, 0)).toEqual([]);
    expect(names(largestGaps(results, 1))).toEqual(['B']);
  });

  it('returns the result objects themselves in a new array and leaves the input order alone', () => {
    const input = [...results];
    const top = largestGaps(input);
    expect(top[0]).toBe(results[1]);
    expect(input).toEqual(results);
  });

  it('handles no results', () => {
    expect(largestGaps([])).toEqual([]);
  });

  it.each([[-1], [1.5], [NaN], [Infinity]])('throws a RangeError for a count of %d', (count) => {
    expect(() => largestGaps(results, count)).toThrow(RangeError);
  });
});
