import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGIONAL_PARENTS } from '@lifewheel/content/regional';
import { LANGUAGES } from '../../i18n/languages.js';
import { PREMIUM_CONTENT_LANGUAGES, hasPremiumContent } from './premium-content-languages.js';

const DATA = new URL('../../../../libs/content/src/premium/data/', import.meta.url);
const SECTIONS = ['coaching-tools', 'deep-dives', 'plans'];

describe('the languages with their own premium content', () => {
  it('are exactly those with every premium section written in libs/content', () => {
    const files = new Set(readdirSync(DATA));
    const written = (language: string) => SECTIONS.every((section) => files.has(`${section}.${language}.json`));
    // A regional language reads its own texts over its parent's, or its parent's alone.
    const complete = LANGUAGES.filter((language) => written(language) || (REGIONAL_PARENTS[language] !== undefined && written(REGIONAL_PARENTS[language])));
    expect([...PREMIUM_CONTENT_LANGUAGES].sort()).toEqual([...complete].sort());
  });

  it('are what hasPremiumContent answers for every language', () => {
    for (const language of LANGUAGES) expect(hasPremiumContent(language), language).toBe(PREMIUM_CONTENT_LANGUAGES.includes(language));
    expect(hasPremiumContent('en')).toBe(true);
  });
});
