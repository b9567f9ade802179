import { describe, expect, it } from 'vitest';
import { detectLanguage, matchLanguage } from './detect-language.js';

describe('matchLanguage', () => {
  it.each([
    ['es', 'es'],
    ['es-ES', 'es'],
    ['es-MX', 'es-MX'],
    ['es-419', 'es'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['fil-PH', 'fil'],
    ['tl', 'fil'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
  ])('%s -> %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it('finds nothing for a language Lifewheel does not speak', () => {
    expect(matchLanguage('pl-PL')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice, then the browser, then the page', () => {
    expect(detectLanguage('ja', ['de-DE'], 'en')).toBe('ja');
    expect(detectLanguage(null, ['pl', 'de-DE', 'fr'], 'en')).toBe('de');
    expect(detectLanguage(null, ['pl'], 'ko')).toBe('ko');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(detectLanguage('xx', ['sv-SE'], 'en')).toBe('sv');
  });
});
