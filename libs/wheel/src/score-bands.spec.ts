import { describe, expect, it } from 'vitest';
import { SCORE_BANDS, scoreBand } from './score-bands.js';

describe('SCORE_BANDS', () => {
  it('are high 8-10, mid 5-7, low 1-4', () => {
    expect(SCORE_BANDS).toEqual({ high: { min: 8, max: 10 }, mid: { min: 5, max: 7 }, low: { min: 1, max: 4 } });
  });

  it('cannot be changed at run time', () => {
    expect(() => {
      SCORE_BANDS.high.min = 9;
    }).toThrow(TypeError);
  });
});

describe('scoreBand', () => {
  it.each([
    [1, 'low'],
    [4, 'low'],
    [5, 'mid'],
    [7, 'mid'],
    [8, 'high'],
    [10, 'high'],
  ] as const)('puts %i in %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it('gives every score of the scale exactly one band', () => {
    const bands = Array.from({ length: 10 }, (_, index) => scoreBand(index + 1));
    expect(bands).toEqual(['low', 'low', 'low', 'low', 'mid', 'mid', 'mid', 'high', 'high', 'high']);
  });

  it.each([0, 11, 1.5, 7.5, NaN, -3])('throws a RangeError naming %d', (score) => {
    expect(() => scoreBand(score)).toThrow(RangeError);
    expect(() => scoreBand(score)).toThrow(`A score must be a whole number from 1 to 10, got ${String(score)}`);
  });

  it('throws a RangeError for a string that looks like a score', () => {
    expect(() => scoreBand('8' as unknown as number)).toThrow(RangeError);
  });
});
