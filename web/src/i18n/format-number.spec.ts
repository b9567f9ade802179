import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.js';
import { LANGUAGES } from './languages.js';

describe('formatNumber', () => {
  it('writes every whole number exactly as Intl does, in every language', () => {
    const values = [...Array.from({ length: 1000 }, (_, index) => index), 1000, 1234, 99_999, 1_000_000, -0, -1, -42, 2.5, 10.49];
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
      const different = values.filter((value) => formatNumber(language, value) !== intl.format(value));
      expect(different, language).toEqual([]);
    }
  });

  it('groups large numbers as the language does', () => {
    expect(formatNumber('en', 12_345)).toBe('12,345');
    expect(formatNumber('de', 12_345)).toBe('12.345');
  });
});
