import { describe, expect, it } from 'vitest';
import { parsePremiumRoute } from './premium-route.js';
import { premiumContentPath, sectionKey } from './premium-paths.js';

describe('parsePremiumRoute', () => {
  it('takes every section, with or without a known domain', () => {
    expect(parsePremiumRoute('tools', undefined)).toEqual({ section: 'tools', domain: undefined });
    expect(parsePremiumRoute('deep-dives', 'physical-health')).toEqual({ section: 'deep-dives', domain: 'physical-health' });
    expect(parsePremiumRoute('plans', 'family')).toEqual({ section: 'plans', domain: 'family' });
  });

  it('refuses an unknown section or domain, and a section spelled otherwise', () => {
    expect(parsePremiumRoute('secrets', undefined)).toBeNull();
    expect(parsePremiumRoute('Tools', undefined)).toBeNull();
    expect(parsePremiumRoute(undefined, undefined)).toBeNull();
    expect(parsePremiumRoute('tools', 'astrology')).toBeNull();
    expect(parsePremiumRoute('plans', '')).toBeNull();
  });
});

describe('premiumContentPath and sectionKey', () => {
  it('build the path and the translation key', () => {
    expect(premiumContentPath('deep-dives')).toBe('/premium/content/deep-dives');
    expect(premiumContentPath('tools', 'family')).toBe('/premium/content/tools/family');
    expect(sectionKey('deep-dives')).toBe('deepDives');
    expect(sectionKey('plans')).toBe('plans');
  });
});
