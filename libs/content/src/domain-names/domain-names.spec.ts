import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAINS, DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { textSchema } from '../wheel-keys.schema.js';
import { REGIONAL_PARENTS } from '../regional-parents.js';
import { DOMAIN_NAME_FILES, DOMAIN_TEXT_LANGUAGES, domainTexts } from './domain-names.js';

const english = domainTexts('en');

describe('domain names and descriptors in every language', () => {
  // That these are exactly the site's LANGUAGES is checked where contracts may be imported: the
  // worker's focus reminder test.
  it('exist in 24 languages', () => {
    expect(new Set(DOMAIN_TEXT_LANGUAGES).size).toBe(24);
  });

  it('take English from the wheel library', () => {
    for (const { id, name, descriptor } of DEFAULT_DOMAINS) expect(english[id]).toEqual({ name, descriptor });
  });

  it.each(DOMAIN_TEXT_LANGUAGES.filter((language) => language !== 'en'))('%s has a name and a descriptor of its own for every domain', (language) => {
    const texts = domainTexts(language);
    expect(Object.keys(texts).sort()).toEqual([...DEFAULT_DOMAIN_IDS].sort());
    for (const id of DEFAULT_DOMAIN_IDS) {
      expect(textSchema.safeParse(texts[id].name).success, `${language} ${id} name`).toBe(true);
      expect(textSchema.safeParse(texts[id].descriptor).success, `${language} ${id} descriptor`).toBe(true);
      expect(Object.keys(texts[id]).sort()).toEqual(['descriptor', 'name']);
    }
    // Written in the language, not left in English.
    expect(DEFAULT_DOMAIN_IDS.filter((id) => texts[id].descriptor === english[id].descriptor)).toEqual([]);
  });

  it.each(Object.keys(REGIONAL_PARENTS))('%s holds only what differs from its parent', (language) => {
    const parent = DOMAIN_NAME_FILES[REGIONAL_PARENTS[language]!]!;
    for (const [id, own] of Object.entries(DOMAIN_NAME_FILES[language]!)) {
      for (const [key, text] of Object.entries(own ?? {})) expect(text, `${id}.${key}`).not.toBe((parent as Record<string, Record<string, string>>)[id]?.[key]);
    }
  });

  it('merges a regional language over its parent and falls back to the base language, then English', () => {
    expect(domainTexts('es-MX')['fun-recreation'].name).toBe('Diversión y tiempo libre');
    expect(domainTexts('es-MX').family).toEqual(domainTexts('es').family);
    expect(domainTexts('pt-BR')).toEqual(domainTexts('pt'));
    expect(domainTexts('de-AT')).toEqual(domainTexts('de'));
    expect(domainTexts('xx')).toEqual(english);
  });
});
