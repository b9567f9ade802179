import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAINS } from './default-domains.js';
import { domainResult } from './domain-result-fixture.js';
import { compareGroups, isDefaultDomainSet, sameDomains } from './same-domains.js';

const wheelOf = (...names: string[]) => names.map((name) => domainResult(name, 5, 7));

describe('sameDomains', () => {
  it('matches names as responses are matched, whatever the order', () => {
    expect(sameDomains(wheelOf('Work', 'Family'), wheelOf(' family ', 'WORK'))).toBe(true);
  });

  it('tells apart a wheel with a domain more, fewer or another', () => {
    expect(sameDomains(wheelOf('Work', 'Family'), wheelOf('Work', 'Family', 'Health'))).toBe(false);
    expect(sameDomains(wheelOf('Work', 'Family'), wheelOf('Work'))).toBe(false);
    expect(sameDomains(wheelOf('Work', 'Family'), wheelOf('Work', 'Friends'))).toBe(false);
  });
});

describe('isDefaultDomainSet', () => {
  it('is true for the 12 default domains in any order, false for a custom wheel', () => {
    expect(isDefaultDomainSet(wheelOf(...DEFAULT_DOMAINS.map((domain) => domain.name).reverse()))).toBe(true);
    expect(isDefaultDomainSet(wheelOf(...DEFAULT_DOMAINS.slice(1).map((domain) => domain.name)))).toBe(false);
  });
});

describe('compareGroups', () => {
  it('lists wheels of the same domains apart from different wheels, keeping their order', () => {
    const saved = [
      { id: 'a', results: wheelOf('Work', 'Family') },
      { id: 'b', results: wheelOf('Work', 'Health') },
      { id: 'c', results: wheelOf('family', 'work') },
      { id: 'd', results: wheelOf('Work', 'Family', 'Health') },
    ];
    const groups = compareGroups(wheelOf('Family', 'Work'), saved, (entry) => entry.results);
    expect(groups.comparable.map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(groups.different.map((entry) => entry.id)).toEqual(['b', 'd']);
  });
});
