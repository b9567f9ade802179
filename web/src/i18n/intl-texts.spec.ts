import { describe, expect, it } from 'vitest';
import { loadInsightContent } from '@lifewheel/content/insights';
import { joinList } from './join-list.js';
import { LANGUAGES } from './languages.js';
import { formatLongDate } from './long-date.js';

/** When one of these fails after a language was added or Node's ICU changed, the patterns are written anew. */
const REWRITE = 'write the patterns anew (tools/i18n/write-intl-texts.mjs says how)';

/** Every day of 2024 to 2027 (a leap year among them), at noon local time, and the day's first and last moments once a month. */
const days = Array.from({ length: 4 * 366 }, (_, index) => new Date(2024, 0, 1 + index, 12)).filter((day) => day.getFullYear() <= 2027);
const edges = Array.from({ length: 48 }, (_, month) => [new Date(2024, month, 1, 0, 0, 0), new Date(2024, month + 1, 0, 23, 59, 59, 999)]).flat();

/** Every list of research sources the insights name, in every language they are written in. */
async function sourceLists(): Promise<{ language: string; sources: string[] }[]> {
  const lists: { language: string; sources: string[] }[] = [];
  const walk = (language: string, value: unknown): void => {
    if (Array.isArray(value)) return value.forEach((item) => walk(language, item));
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'sources' && Array.isArray(child)) lists.push({ language, sources: child as string[] });
      else walk(language, child);
    }
  };
  for (const language of LANGUAGES) {
    const content = await loadInsightContent(language);
    if (content.language === language) walk(language, content);
  }
  return lists;
}

describe('the long date without Intl', () => {
  it('is what Intl writes with dateStyle long, on every day of four years, in every language', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
      const different = [...days, ...edges].filter((day) => formatLongDate(language, day) !== intl.format(day)).map((day) => day.toISOString());
      expect(different, `${language}: ${REWRITE}`).toEqual([]);
    }
  });

  it('writes the language itself, and Thai years in the Buddhist era', () => {
    const day = new Date(2026, 10, 27, 12);
    expect(formatLongDate('en', day)).toBe('November 27, 2026');
    expect(formatLongDate('de', day)).toBe('27. November 2026');
    expect(formatLongDate('ja', day)).toBe('2026年11月27日');
    expect(formatLongDate('th', day)).toBe('27 พฤศจิกายน 2569');
  });

  it("leaves a date that is not one to Intl's own answer", () => {
    expect(() => formatLongDate('en', new Date('not a date'))).toThrow(RangeError);
  });
});

describe('a list joined without Intl', () => {
  const names = ['Diener', 'Inglehart', 'ibáñez', 'Hierro', 'Hiatt', 'Higgins', 'Hi', 'HIE', 'Hí', 'Ía', 'Yi', '1', 'Holt-Lunstad', '김', '山田'];

  it('is what Intl.ListFormat writes, for one to five items, in every language', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.ListFormat(language, { type: 'conjunction' });
      const lists = [
        [],
        ...Array.from({ length: 5 }, (_, length) => names.slice(0, length + 1)),
        ...names.map((name) => ['Diener', name]),
        ...names.map((name) => ['A', 'B', name]),
      ];
      const different = lists.filter((items) => joinList(language, items) !== intl.format(items));
      expect(different, `${language}: ${REWRITE}`).toEqual([]);
    }
  });

  it('is what Intl.ListFormat writes for every list of sources the insights name', async () => {
    const lists = await sourceLists();
    expect(lists.length).toBeGreaterThan(24 * 12);
    const different = lists.filter(
      ({ language, sources }) => joinList(language, sources) !== new Intl.ListFormat(language, { type: 'conjunction' }).format(sources),
    );
    expect(different, REWRITE).toEqual([]);
  });

  it('writes Spanish "e" before an "i" sound', () => {
    expect(joinList('es', ['Diener', 'Inglehart'])).toBe('Diener e Inglehart');
    expect(joinList('es-MX', ['Diener', 'Hierro'])).toBe('Diener y Hierro');
  });
});
