import { describe, expect, it } from 'vitest';
import { averageScore } from './average-score.js';
import { domainResult } from './domain-result-fixture.js';

/** A wheel of one domain per position of the two score lists. */
const wheel = (current: number[], desired: number[]) => current.map((score, index) => domainResult(`D${index}`, score, desired[index]!));
const twelve = Array.from({ length: 12 }, (_, index) => (index < 9 ? 1 : 2));

describe('averageScore', () => {
  it.each([
    { what: 'averages the current score', current: [2, 4, 6], desired: [10, 8, 9], which: 'current', average: 4 },
    { what: 'averages the desired score', current: [2, 4, 6], desired: [10, 8, 9], which: 'desired', average: 9 },
    { what: 'rounds to one decimal (1.333...)', current: [1, 1, 2], desired: [1, 1, 1], which: 'current', average: 1.3 },
    { what: 'rounds to one decimal (1.666...)', current: [1, 2, 2], desired: [1, 1, 1], which: 'current', average: 1.7 },
    { what: 'rounds a half up (29 / 4 = 7.25)', current: [7, 7, 7, 8], desired: [1, 1, 1, 1], which: 'current', average: 7.3 },
    { what: 'rounds a half up (15 / 12 = 1.25)', current: twelve, desired: twelve.map(() => 1), which: 'current', average: 1.3 },
    { what: 'stays within the scale at its low end', current: [1, 1, 1], desired: [10, 10, 10], which: 'current', average: 1 },
    { what: 'stays within the scale at its high end', current: [1, 1, 1], desired: [10, 10, 10], which: 'desired', average: 10 },
  ] as const)('$what', ({ current, desired, which, average }) => {
    expect(averageScore(wheel([...current], [...desired]), which)).toBe(average);
  });

  it('throws a RangeError for no results', () => {
    expect(() => averageScore([], 'current')).toThrow(RangeError);
  });
});
