import type { DomainResult } from './compute-results.js';
import { DEFAULT_DOMAINS, type DefaultDomainId } from './default-domains.js';
import { domainKey } from './domain-key.js';
import { isDefaultDomainSet } from './same-domains.js';

/** How many check-ins in a row with the same score make a domain "stuck": moved for none of the last two. */
export const STUCK_CHECK_INS = 3;

/** One saved check-in as the trends read it. */
export interface CheckIn {
  createdAt: string;
  results: readonly DomainResult[];
}

export interface TrendPoint {
  createdAt: string;
  current: number;
  desired: number;
}

export interface DomainTrend {
  domain: DefaultDomainId;
  /** Oldest first; a trend is worth drawing from two points on. */
  points: TrendPoint[];
  /** The last STUCK_CHECK_INS current scores are the same. */
  stuck: boolean;
}

/** A domain has not moved over two or more check-ins: its last three current scores are equal. */
export function isStuck(scores: readonly number[]): boolean {
  if (scores.length < STUCK_CHECK_INS) return false;
  const last = scores.slice(-STUCK_CHECK_INS);
  return last.every((score) => score === last[0]);
}

/**
 * Each default domain's series over the check-ins of the default wheel (others are left out: a
 * custom wheel's "Family" may mean something else), oldest first whatever order they come in.
 */
export function domainTrends(checkIns: readonly CheckIn[]): DomainTrend[] {
  const ordered = checkIns.filter((checkIn) => isDefaultDomainSet(checkIn.results)).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return DEFAULT_DOMAINS.map((domain) => {
    const key = domainKey(domain.name);
    const points = ordered.flatMap((checkIn) => {
      const result = checkIn.results.find((candidate) => domainKey(candidate.domain) === key);
      return result ? [{ createdAt: checkIn.createdAt, current: result.current, desired: result.desired }] : [];
    });
    return { domain: domain.id, points, stuck: isStuck(points.map((point) => point.current)) };
  });
}
