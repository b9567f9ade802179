import type { DomainResult } from './compute-results.js';

/**
 * The domains with the most room to grow: only positive gaps, biggest first, equal gaps in wheel
 * order (sort is stable), at most `count` of them. A new array; the input is not reordered.
 */
export function largestGaps(results: DomainResult[], count = 3): DomainResult[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a whole number of 0 or more, got ${String(count)}`);
  }
  return results
    .filter((result) => result.gap > 0)
    .sort((a, b) => b.gap - a.gap)
    .slice(0, count);
}
