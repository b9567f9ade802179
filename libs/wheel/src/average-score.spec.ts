import { describe, expect, it } from 'vitest';
import type { DomainResult } from './compute-results.js';
import { averageScore } from './average-score.js';

const results = (pairs: [number, number][]): DomainResult[] =>
  pairs.map(([current, desired], index) => ({
    domain: `D${index}`,
    color: '#000000',
    current,
    desired,
    gap: desired - current,
    band: 'mid',
  }));

describe('averageScore', () => {
  it('averages the chosen score', () => {
    const wheel = results([
      [2, 10],
      [4, 8],
      [6, 9],
    ]);
    expect(averageScore(wheel, 'current')).toBe(4);
    expect(averageScore(wheel, 'desired')).toBe(9);
  });

  it('rounds to one decimal', () => {
    expect(
      averageScore(
        results([
          [1, 1],
          [1, 1],
          [2, 1],
        ]),
        'current',
      ),
    ).toBe(1.3); // 1.333...
    expect(
      averageScore(
        results([
          [1, 1],
          [2, 1],
          [2, 1],
        ]),
        'current',
      ),
    ).toBe(1.7); // 1.666...
  });

  it('rounds a half up', () => {
    // 29 / 4 = 7.25
    expect(
      averageScore(
        results([
          [7, 1],
          [7, 1],
          [7, 1],
          [8, 1],
        ]),
        'current',
      ),
    ).toBe(7.3);
    // 15 / 12 = 1.25
    const twelve = results(Array.from({ length: 12 }, (_, index): [number, number] => [index < 9 ? 1 : 2, 1]));
    expect(averageScore(twelve, 'current')).toBe(1.3);
  });

  it('stays within the scale at its ends', () => {
    expect(
      averageScore(
        results([
          [1, 10],
          [1, 10],
          [1, 10],
        ]),
        'current',
      ),
    ).toBe(1);
    expect(
      averageScore(
        results([
          [1, 10],
          [1, 10],
          [1, 10],
        ]),
        'desired',
      ),
    ).toBe(10);
  });

  it('throws a RangeError for no results', () => {
    expect(() => averageScore([], 'current')).toThrow(RangeError);
  });
});
