import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAINS } from './default-domains.js';
import { domainResult } from './domain-result-fixture.js';
import { domainTrends, isStuck } from './domain-trends.js';

/** A default-wheel check-in: every domain at `current`, except those given in `overrides`. */
const checkIn = (createdAt: string, current: number, overrides: Record<string, number> = {}) => ({
  createdAt,
  results: DEFAULT_DOMAINS.map((domain) => domainResult(domain.name, overrides[domain.id] ?? current, 10)),
});

describe('isStuck', () => {
  it('needs three check-ins: two scores never make a flag', () => {
    expect(isStuck([])).toBe(false);
    expect(isStuck([4, 4])).toBe(false);
  });

  it('flags the last three scores being the same, whatever came before', () => {
    expect(isStuck([4, 4, 4])).toBe(true);
    expect(isStuck([2, 9, 5, 5, 5])).toBe(true);
  });

  it('does not flag a domain that moved in any of the last two check-ins', () => {
    expect(isStuck([5, 5, 6])).toBe(false);
    expect(isStuck([5, 6, 6])).toBe(false);
    expect(isStuck([6, 6, 6, 7])).toBe(false);
  });
});

describe('domainTrends', () => {
  it('gives every default domain its series, oldest first, whatever order the check-ins come in', () => {
    const trends = domainTrends([checkIn('2026-03-01T00:00:00.000Z', 6), checkIn('2026-01-01T00:00:00.000Z', 2), checkIn('2026-02-01T00:00:00.000Z', 4)]);
    expect(trends.map((trend) => trend.domain)).toEqual(DEFAULT_DOMAINS.map((domain) => domain.id));
    expect(trends[0]!.points).toEqual([
      { createdAt: '2026-01-01T00:00:00.000Z', current: 2, desired: 10 },
      { createdAt: '2026-02-01T00:00:00.000Z', current: 4, desired: 10 },
      { createdAt: '2026-03-01T00:00:00.000Z', current: 6, desired: 10 },
    ]);
    expect(trends.every((trend) => !trend.stuck)).toBe(true);
  });

  it('flags only the domains whose last three scores are the same', () => {
    const trends = domainTrends([
      checkIn('2026-01-01T00:00:00.000Z', 3, { family: 5 }),
      checkIn('2026-02-01T00:00:00.000Z', 4, { family: 5 }),
      checkIn('2026-03-01T00:00:00.000Z', 5, { family: 5 }),
    ]);
    expect(trends.filter((trend) => trend.stuck).map((trend) => trend.domain)).toEqual(['family']);
  });

  it('leaves out custom wheels, even one that shares a domain name', () => {
    const custom = { createdAt: '2026-02-01T00:00:00.000Z', results: [domainResult('Family', 1, 2), domainResult('Running', 9, 9)] };
    const trends = domainTrends([checkIn('2026-01-01T00:00:00.000Z', 5), custom]);
    expect(trends.find((trend) => trend.domain === 'family')!.points).toEqual([{ createdAt: '2026-01-01T00:00:00.000Z', current: 5, desired: 10 }]);
  });
});
