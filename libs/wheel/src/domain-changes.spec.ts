import { describe, expect, it } from 'vitest';
import { domainResult } from './domain-result-fixture.js';
import { domainChanges } from './domain-changes.js';

describe('domainChanges', () => {
  it('gives later minus earlier for each domain, in the later wheel order', () => {
    const earlier = [domainResult('Family', 4, 9), domainResult('Career & Vocation', 7, 8)];
    const later = [domainResult('Career & Vocation', 5, 8), domainResult('Family', 6, 10)];
    expect(domainChanges(earlier, later)).toEqual([
      { domain: 'Career & Vocation', current: -2, desired: 0 },
      { domain: 'Family', current: 2, desired: 1 },
    ]);
  });

  it('matches names as responses are matched, and leaves out domains the earlier wheel lacked', () => {
    const earlier = [domainResult(' family ', 3, 5)];
    const later = [domainResult('Family', 5, 5), domainResult('Running', 7, 9)];
    expect(domainChanges(earlier, later)).toEqual([{ domain: 'Family', current: 2, desired: 0 }]);
  });
});
