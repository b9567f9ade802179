import type { DomainResult } from './compute-results.js';

/**
 * Mean current or desired score, rounded to one decimal (half up). Throws for no results rather
 * than showing a made-up 0 or NaN on a results page.
 */
export function averageScore(results: DomainResult[], which: 'current' | 'desired'): number {
  if (results.length === 0) throw new RangeError('Cannot average the scores of an empty wheel');
  const sum = results.reduce((total, result) => total + result[which], 0);
  return Math.round((sum * 10) / results.length) / 10;
}
