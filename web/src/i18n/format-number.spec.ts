import { describe, expect, it } from 'vitest';
import { formatNumber, formatOneDecimal } from './format-number.js';
import { LANGUAGES } from './languages.js';

describe('formatNumber', () => {
  it('writes every whole number exactly as Intl does, in every language', () => {
    // Every gap a wheel can show (-9 to 9) and far beyond, on both sides of zero.
    const values = [...Array.from({ length: 1999 }, (_, index) => index - 999), 1000, 1234, 99_999, 1_000_000, -0, -1000, -1234, 2.5, 10.49, -2.5];
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
      const different = values.filter((value) => formatNumber(language, value) !== intl.format(value));
      expect(different, `${language}: if only negative numbers differ, write the patterns anew (tools/i18n/write-intl-texts.mjs says how)`).toEqual([]);
    }
  });

  it('writes a negative gap with the language’s own minus sign, and Arabic’s direction mark', () => {
    expect(formatNumber('en', -7)).toBe('-7');
    expect(formatNumber('sv', -7)).toBe('\u22127');
    expect(formatNumber('ar', -7)).toBe('\u200e-7');
  });

  it('groups large numbers as the language does', () => {
    expect(formatNumber('en', 12_345)).toBe('12,345');
    expect(formatNumber('de', 12_345)).toBe('12.345');
  });
});

describe('formatOneDecimal', () => {
  // Every average a wheel of up to 24 areas scored 0-10 can have, every tenth and twentieth up to
  // 1000 (the halves are where rounding goes wrong), doubles that sit just below a half, and the
  // values that take Intl's own path.
  const averages = Array.from({ length: 24 }, (_, index) => index + 1).flatMap((count) => Array.from({ length: count * 10 + 1 }, (_, sum) => sum / count));
  const twentieths = Array.from({ length: 20_001 }, (_, index) => index / 20);
  const awkward = [0.05, 0.15, 0.25, 1.15, 1.25, 1.35, 2.675, 4.45, 4.449_999_999_999, 4.450_000_000_001, 8.05, 999.94, 999.95, 999.96, 1e-7, 5e-324];
  const elsewhere = [-0, -0.5, -4.45, 1000, 1234.56, 12_345.67, 1e21, Number.NaN, Number.POSITIVE_INFINITY];
  const values = [...averages, ...twentieths, ...awkward, ...elsewhere];

  it('writes every value exactly as Intl does with maximumFractionDigits: 1, in every language', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
      const different = values.filter((value) => formatOneDecimal(language, value) !== intl.format(value));
      expect(different, language).toEqual([]);
    }
  });

  it("writes the language's decimal mark and drops a trailing zero", () => {
    expect(formatOneDecimal('en', 4.75)).toBe('4.8');
    expect(formatOneDecimal('de', 4.75)).toBe('4,8');
    expect(formatOneDecimal('ar', 4.75)).toBe('4.8');
    expect(formatOneDecimal('fr', 6.96)).toBe('7');
  });
});
