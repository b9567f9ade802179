import type { DomainResult } from './compute-results.js';
import { DEFAULT_DOMAINS } from './default-domains.js';
import { domainKey } from './domain-key.js';

const keysOf = (names: readonly string[]): string => [...new Set(names.map(domainKey))].sort().join('\n');

const DEFAULT_KEYS = keysOf(DEFAULT_DOMAINS.map((domain) => domain.name));

/**
 * Whether two wheels rate the same domains (names matched as responses are, order ignored): only
 * such wheels can be compared area by area, a custom wheel included.
 */
export function sameDomains(a: readonly DomainResult[], b: readonly DomainResult[]): boolean {
  return keysOf(a.map((result) => result.domain)) === keysOf(b.map((result) => result.domain));
}

/** Whether a wheel rates exactly the 12 default domains (its name and order do not matter). */
export function isDefaultDomainSet(results: readonly DomainResult[]): boolean {
  return keysOf(results.map((result) => result.domain)) === DEFAULT_KEYS;
}

/**
 * Splits `candidates` by whether each can be compared with `anchor`: the same domains, or a
 * "different wheel" listed apart. Order is kept within each group.
 */
export function compareGroups<T>(anchor: readonly DomainResult[], candidates: readonly T[], resultsOf: (candidate: T) => readonly DomainResult[]) {
  const comparable: T[] = [];
  const different: T[] = [];
  for (const candidate of candidates) (sameDomains(anchor, resultsOf(candidate)) ? comparable : different).push(candidate);
  return { comparable, different };
}
