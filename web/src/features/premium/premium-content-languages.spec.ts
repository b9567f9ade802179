import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages.js';
import { PREMIUM_CONTENT_LANGUAGES, hasPremiumContent } from './premium-content-languages.js';

const DATA = new URL('../../../../libs/content/src/premium/data/', import.meta.url);
const SECTIONS = ['coaching-tools', 'deep-dives', 'plans'];

describe('the languages with their own premium content', () => {
  it('are exactly those with every premium section written in libs/content', () => {
    const files = new Set(readdirSync(DATA));
    const complete = LANGUAGES.filter((language) => SECTIONS.every((section) => files.has(`${section}.${language}.json`)));
    expect([...PREMIUM_CONTENT_LANGUAGES].sort()).toEqual([...complete].sort());
  });

  it('are what hasPremiumContent answers for every language', () => {
    for (const language of LANGUAGES) expect(hasPremiumContent(language), language).toBe(PREMIUM_CONTENT_LANGUAGES.includes(language));
    expect(hasPremiumContent('en')).toBe(true);
  });
});
