import type { DomainResult } from './compute-results.js';
import { scoreBand } from './score-bands.js';

/** For tests: one domain's result as computeResults gives it for these scores (the colour does not matter). */
export const domainResult = (domain: string, current: number, desired: number): DomainResult => ({
  domain,
  color: '#000000',
  current,
  desired,
  gap: desired - current,
  band: scoreBand(current),
});
