import { describe, expect, it } from 'vitest';
import type { DomainResult } from './compute-results.js';
import { domainChanges } from './domain-changes.js';

const result = (domain: string, current: number, desired: number): DomainResult => ({
  domain,
  color: '#000000',
  current,
  desired,
  gap: desired - current,
  band: current >= 8 ? 'high' : current >= 5 ? 'mid' : 'low',
});

describe('domainChanges', () => {
  it('gives later minus earlier for each domain, in the later wheel order', () => {
    const earlier = [result('Family', 4, 9), result('Career & Vocation', 7, 8)];
    const later = [result('Career & Vocation', 5, 8), result('Family', 6, 10)];
    expect(domainChanges(earlier, later)).toEqual([
      { domain: 'Career & Vocation', current: -2, desired: 0 },
      { domain: 'Family', current: 2, desired: 1 },
    ]);
  });

  it('matches names as responses are matched, and leaves out domains the earlier wheel lacked', () => {
    const earlier = [result(' family ', 3, 5)];
    const later = [result('Family', 5, 5), result('Running', 7, 9)];
    expect(domainChanges(earlier, later)).toEqual([{ domain: 'Family', current: 2, desired: 0 }]);
  });
});
