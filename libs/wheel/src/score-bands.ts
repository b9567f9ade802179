import { isScore, SCORE_MAX, SCORE_MIN } from './scores.js';

export type ScoreBand = 'high' | 'mid' | 'low';

/** Spec section 9: high 8-10, mid 5-7, low 1-4; the bands cover the whole scale without overlap. */
export const SCORE_BANDS: Record<ScoreBand, { min: number; max: number }> = Object.freeze({
  high: Object.freeze({ min: 8, max: SCORE_MAX }),
  mid: Object.freeze({ min: 5, max: 7 }),
  low: Object.freeze({ min: SCORE_MIN, max: 4 }),
});

const BAND_ORDER: readonly ScoreBand[] = ['high', 'mid', 'low'];

/** @throws RangeError when `score` is not a whole number from 1 to 10. */
export function scoreBand(score: number): ScoreBand {
  if (!isScore(score)) {
    throw new RangeError(`A score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}, got ${String(score)}`);
  }
  const band = BAND_ORDER.find((name) => score >= SCORE_BANDS[name].min && score <= SCORE_BANDS[name].max);
  // Unreachable while the bands cover 1..10; kept so a bad edit of SCORE_BANDS fails loudly.
  if (!band) throw new RangeError(`No score band contains ${score}`);
  return band;
}
