import { describe, expect, it } from 'vitest';
import type { DomainResult } from './compute-results.js';
import { domainResult } from './domain-result-fixture.js';
import { largestGaps } from './largest-gaps.js';

const names = (results: DomainResult[]) => results.map((entry) => entry.domain);

describe('largestGaps', () => {
  const results = [
    domainResult('A', 5, 7), // 2
    domainResult('B', 2, 9), // 7
    domainResult('C', 8, 8), // 0
    domainResult('D', 4, 8), // 4
    domainResult('E', 9, 6), // -3
    domainResult('F', 3, 7), // 4
    domainResult('G', 6, 7), // 1
  ];

  it('gives the 3 biggest positive gaps, biggest first, ties in wheel order', () => {
    expect(names(largestGaps(results))).toEqual(['B', 'D', 'F']);
  });

  it('keeps wheel order among equal gaps whatever the sort engine does', () => {
    const ties = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'].map((name) => domainResult(name, 5, 8));
    expect(names(largestGaps(ties, 12))).toEqual(names(ties));
  });

  it('leaves out zero and negative gaps even when fewer than count remain', () => {
    expect(names(largestGaps(results, 10))).toEqual(['B', 'D', 'F', 'A', 'G']);
    expect(largestGaps([domainResult('C', 8, 8), domainResult('E', 9, 6)])).toEqual([]);
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
