export const SCORE_MIN = 1;
export const SCORE_MAX = 10;

/** A whole number from 1 to 10. A numeric string such as "5" is not a score: parse it first. */
export function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= SCORE_MIN && value <= SCORE_MAX;
}
