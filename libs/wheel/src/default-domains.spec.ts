import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN_IDS, DEFAULT_DOMAINS, findDefaultDomain, MINI_LOGO_DOMAIN_COUNT } from './default-domains.js';
import { validateDomainColor, validateDomainDescriptor, validateDomainName } from './wheel-field-rules.js';

describe('DEFAULT_DOMAINS', () => {
  it('are the 12 domains of spec section 3 with their exact names and colours, in order', () => {
    expect(DEFAULT_DOMAINS.map(({ name, color }) => [name, color])).toEqual([
      ['Career & Vocation', '#ed6a56'],
      ['Financial Well-Being', '#f09b35'],
      ['Physical Health', '#ffc74e'],
      ['Emotional Well-Being', '#ffe266'],
      ['Family', '#a0c882'],
      ['Friends', '#95d0b8'],
      ['Relationships & Love', '#80b27b'],
      ['Community & Giving', '#73cce4'],
      ['Fun & Recreation', '#86a7e5'],
      ['Physical Environment', '#a3bce0'],
      ['Personal Growth', '#b074ba'],
      ['Spirituality', '#8c5c94'],
    ]);
  });

  it('have ids equal to the domain page slugs of spec section 2, in the same order', () => {
    const slugs = [
      'career-vocation',
      'financial-wellbeing',
      'physical-health',
      'emotional-wellbeing',
      'family',
      'friends',
      'relationships-love',
      'community-giving',
      'fun-recreation',
      'physical-environment',
      'personal-growth',
      'spirituality',
    ];
    expect(DEFAULT_DOMAINS.map((domain) => domain.id)).toEqual(slugs);
    expect(DEFAULT_DOMAIN_IDS).toEqual(slugs);
  });

  it('each pass the custom-wheel rules, so the default wheel is a valid wheel', () => {
    for (const domain of DEFAULT_DOMAINS) {
      expect(validateDomainName(domain.name), domain.name).toBeNull();
      expect(validateDomainColor(domain.color), domain.name).toBeNull();
      expect(validateDomainDescriptor(domain.descriptor), domain.name).toBeNull();
    }
  });

  it('each have their own one-line descriptor that ends without a full stop', () => {
    const descriptors = DEFAULT_DOMAINS.map((domain) => domain.descriptor);
    expect(new Set(descriptors).size).toBe(12);
    for (const descriptor of descriptors) {
      expect(descriptor).toMatch(/^[A-Z][^\n]{15,}[^.\s]$/);
    }
    expect(DEFAULT_DOMAINS[0]?.descriptor).toBe('Purpose, growth and satisfaction in your work');
  });

  it('cannot be changed in place by a careless caller', () => {
    const first = DEFAULT_DOMAINS[0];
    expect(() => {
      (first as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect(() => (DEFAULT_DOMAINS as unknown as unknown[]).push({})).toThrow(TypeError);
    expect(() => (DEFAULT_DOMAIN_IDS as unknown as unknown[]).pop()).toThrow(TypeError);
    expect(DEFAULT_DOMAINS[0]?.name).toBe('Career & Vocation');
  });

  it('leaves 8 of them on the mini logo', () => {
    expect(MINI_LOGO_DOMAIN_COUNT).toBe(8);
    expect(DEFAULT_DOMAINS.slice(0, MINI_LOGO_DOMAIN_COUNT).at(-1)?.name).toBe('Community & Giving');
  });
});

describe('findDefaultDomain', () => {
  it('finds a domain by id', () => {
    expect(findDefaultDomain('relationships-love')?.name).toBe('Relationships & Love');
    expect(findDefaultDomain('spirituality')?.color).toBe('#8c5c94');
  });

  it('finds a domain by its exact name', () => {
    expect(findDefaultDomain('Financial Well-Being')?.id).toBe('financial-wellbeing');
  });

  it('ignores case and surrounding spaces in names and ids', () => {
    expect(findDefaultDomain('  fun & RECREATION ')?.id).toBe('fun-recreation');
    expect(findDefaultDomain('PHYSICAL-HEALTH')?.id).toBe('physical-health');
  });

  it('returns the shared domain object', () => {
    expect(findDefaultDomain('family')).toBe(DEFAULT_DOMAINS[4]);
  });

  it('returns undefined for anything else', () => {
    expect(findDefaultDomain('')).toBeUndefined();
    expect(findDefaultDomain('   ')).toBeUndefined();
    expect(findDefaultDomain('Hobbies')).toBeUndefined();
    expect(findDefaultDomain('financial-well-being')).toBeUndefined();
    expect(findDefaultDomain('Career and Vocation')).toBeUndefined();
    expect(findDefaultDomain(undefined as unknown as string)).toBeUndefined();
    expect(findDefaultDomain(7 as unknown as string)).toBeUndefined();
  });
});
