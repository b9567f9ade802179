import type { DomainResult } from './compute-results.js';
import { domainKey } from './domain-key.js';

/** How one domain moved between two assessments (later minus earlier). */
export interface DomainChange {
  domain: string;
  current: number;
  desired: number;
}

/**
 * The change in each domain of `later` since `earlier`, in `later`'s wheel order. Domains are
 * matched by name the way responses are (`domainKey`); a domain the earlier wheel did not have has
 * no change to show and is left out, rather than counted from zero.
 */
export function domainChanges(earlier: readonly DomainResult[], later: readonly DomainResult[]): DomainChange[] {
  const before = new Map(earlier.map((result) => [domainKey(result.domain), result]));
  return later.flatMap((result) => {
    const previous = before.get(domainKey(result.domain));
    return previous ? [{ domain: result.domain, current: result.current - previous.current, desired: result.desired - previous.desired }] : [];
  });
}
