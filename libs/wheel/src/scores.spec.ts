import { describe, expect, it } from 'vitest';
import { isScore, SCORE_MAX, SCORE_MIN } from './scores.js';

describe('isScore', () => {
  it('spans 1 to 10', () => {
    expect(SCORE_MIN).toBe(1);
    expect(SCORE_MAX).toBe(10);
  });

  it.each([1, 2, 4, 5, 7, 8, 10])('accepts %i', (value) => {
    expect(isScore(value)).toBe(true);
  });

  it.each([0, 11, -1, 1.5, 9.99, 0.5, 10.0001, NaN, Infinity, -Infinity])('rejects %d', (value) => {
    expect(isScore(value)).toBe(false);
  });

  it.each([['5'], [''], [null], [undefined], [true], [[5]], [{ value: 5 }], [5n]])('rejects the non-number %s', (value) => {
    expect(isScore(value)).toBe(false);
  });
});
