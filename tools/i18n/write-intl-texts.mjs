// Writes web/src/i18n/intl-texts.generated.ts: the long date, "A, B and C" and negative number
// patterns of every language, as this Node's ICU writes them. The results page formats its date,
// its research sources and its negative gaps with these instead of Intl, because the first Intl
// formatter a page builds costs a slow phone 150-250 ms of main thread (ICU loading its data).
// intl-texts.spec.ts and format-number.spec.ts compare them with Intl for every language, so when
// a language is added or ICU changes, they fail and name the fix:
//
//   node tools/build/build.mjs --no-web && node tools/i18n/write-intl-texts.mjs && npx prettier --write web/src/i18n/intl-texts.generated.ts
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@lifewheel/contracts/languages';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src', 'i18n', 'intl-texts.generated.ts');

/** The long date as parts: literal texts around `{day}`, `{month}` and `{year}`, the month names, and the calendar's year offset (Thai counts Buddhist years). */
function longDate(language) {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const sample = new Date(Date.UTC(2026, 0, 5));
  const parts = format.formatToParts(sample);
  // V8's format() writes a plain space where ICU (and formatToParts) has a narrow no-break one (Russian "2026 г.").
  const pattern = parts.map((part) => (part.type === 'literal' ? part.value.replaceAll('\u202f', ' ') : `{${part.type}}`)).join('');
  const written = pattern.replace(/\{(\w+)\}/g, (_, type) => parts.find((part) => part.type === type).value);
  if (!/^[^{}]*(\{(day|month|year)\}[^{}]*){3}$/.test(pattern) || written !== format.format(sample))
    throw new Error(`${language}: unexpected long date ${pattern}`);
  const months = Array.from({ length: 12 }, (_, month) => format.formatToParts(new Date(Date.UTC(2026, month, 5))).find((part) => part.type === 'month').value);
  const yearOffset = Number(parts.find((part) => part.type === 'year').value) - 2026;
  return { pattern, months, yearOffset };
}

/** The texts between a list's items: two items, then the first, middle and last joins of a longer list. */
function listJoins(language) {
  const format = new Intl.ListFormat(language, { type: 'conjunction' });
  const between = (items) => {
    const joins = format
      .formatToParts(items)
      .filter((part) => part.type === 'literal')
      .map((part) => part.value);
    if (joins.length !== items.length - 1) throw new Error(`${language}: unexpected list ${format.format(items)}`);
    return joins;
  };
  const [two] = between(['A', 'B']);
  const [start, middle, end] = between(['A', 'B', 'C', 'D']);
  return { two, start, middle, end };
}

/** What a negative whole number has around its digits: ICU's minus sign ("-", or "−" in Swedish), and in some languages a direction mark. */
function negative(language) {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const [prefix, suffix, ...more] = format.format(-1).split('1');
  if (more.length > 0 || [7, 42, 999].some((value) => format.format(-value) !== `${prefix}${value}${suffix}`))
    throw new Error(`${language}: unexpected negative number ${format.format(-42)}`);
  return { prefix, suffix };
}

const data = Object.fromEntries(
  LANGUAGES.map((language) => [language, { longDate: longDate(language), list: listJoins(language), negative: negative(language) }]),
);
const source = `// Written by tools/i18n/write-intl-texts.mjs from ICU ${process.versions.icu} (CLDR ${process.versions.cldr}); do not edit by hand.
// intl-texts.spec.ts and format-number.spec.ts check every language against Intl.

export interface IntlTexts {
  /** \`dateStyle: 'long'\` as literal text around {day}, {month} and {year}; months January first; the calendar's year minus the Gregorian one. */
  longDate: { pattern: string; months: readonly string[]; yearOffset: number };
  /** What \`Intl.ListFormat\` (conjunction) puts between two items, and between the first, middle and last items of a longer list. */
  list: { two: string; start: string; middle: string; end: string };
  /** What \`Intl.NumberFormat\` writes before and after the digits of a negative whole number. */
  negative: { prefix: string; suffix: string };
}

export const INTL_TEXTS: Record<string, IntlTexts> = ${JSON.stringify(data, null, 2)};
`;
await writeFile(target, source);
console.log(`wrote ${target} for ${LANGUAGES.length} languages`);
