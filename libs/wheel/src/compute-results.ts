import type { DomainResponse } from './domain-response.js';
import { domainKey } from './domain-key.js';
import { scoreBand, type ScoreBand } from './score-bands.js';
import { isScore } from './scores.js';
import type { WheelConfig } from './wheel-types.js';

export interface DomainResult {
  /** The domain's name as in the wheel. */
  domain: string;
  color: string;
  current: number;
  desired: number;
  /** desired - current: positive when the person wants more, negative when they want less. */
  gap: number;
  /** Band of the current score. */
  band: ScoreBand;
}

/**
 * Scores and gaps in wheel order, for responses that passed validateResponses. Throws instead of
 * inventing a number when a domain is unrated or a score is out of range: that is a caller's bug.
 */
export function computeResults(wheel: WheelConfig, responses: DomainResponse[]): DomainResult[] {
  const byDomain = new Map<string, DomainResponse>();
  for (const response of responses) {
    const key = domainKey(response.domain);
    if (!byDomain.has(key)) byDomain.set(key, response);
  }

  return wheel.domains.map((domain) => {
    const response = byDomain.get(domainKey(domain.name));
    if (!response) throw new Error(`No response for domain "${domain.name}"; validate responses first`);
    const { current, desired } = response;
    if (!isScore(current) || !isScore(desired)) {
      throw new RangeError(`Scores for "${domain.name}" must be whole numbers from 1 to 10; validate responses first`);
    }
    return { domain: domain.name, color: domain.color, current, desired, gap: desired - current, band: scoreBand(current) };
  });
}
