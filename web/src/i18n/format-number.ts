import { numberFormat } from './intl-cache.js';
import { INTL_TEXTS } from './intl-texts.generated.js';

// The first Intl object a page builds, of any kind, makes ICU load its data: 150-250 ms of a phone's
// main thread at 4x CPU throttling, the largest single cost of the results page after its first
// paint. The numbers the pages show are small: below 1000 there is no grouping, and every language
// of the app writes 0-9 (Arabic too: CLDR's default numbering for ar is latn, in Node's ICU, which
// pre-renders the pages, and in Chromium's), so those are written without a formatter. A negative
// gap (wanting less than one has) takes the language's own minus sign, and in Arabic a direction
// mark, from intl-texts.generated.ts. format-number.spec.ts compares both functions with Intl in
// every language.

/** The languages that write a decimal comma (4,5); the others write a point (4.5). */
const DECIMAL_COMMA = new Set(['es', 'fr', 'de', 'it', 'pt', 'nl', 'ru', 'pt-BR', 'pt-PT', 'sv', 'tr', 'id', 'vi']);

/** A whole number in the digits and grouping of `language`, as Intl writes it. */
export function formatNumber(language: string, value: number): string {
  // -0 is left to Intl ("-0"), as is a language without patterns.
  if (Number.isInteger(value) && Math.abs(value) < 1000 && !Object.is(value, -0)) {
    if (value >= 0) return String(value);
    const negative = INTL_TEXTS[language]?.negative;
    if (negative) return `${negative.prefix}${-value}${negative.suffix}`;
  }
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A number with at most one decimal (an average), as Intl writes it with `maximumFractionDigits: 1`. */
export function formatOneDecimal(language: string, value: number): string {
  const tenths = roundedTenths(value);
  if (tenths === undefined) return numberFormat(language, { maximumFractionDigits: 1 }).format(value);
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  return tenth === 0 ? String(whole) : `${whole}${DECIMAL_COMMA.has(language) ? ',' : '.'}${tenth}`;
}

/**
 * `value` in tenths, rounded half away from zero as Intl rounds: on the shortest decimal that reads
 * back as the same double ("1.15", not 1.149999…), as ICU does. Undefined where Intl's own answer is
 * needed: negative numbers (some languages write a minus other than "-"), 1000 and above (grouping),
 * and what JavaScript writes with an exponent.
 */
function roundedTenths(value: number): number | undefined {
  if (!(value >= 0 && value < 999.95) || Object.is(value, -0)) return undefined;
  const match = /^(\d+)(?:\.(\d)(\d?))?/.exec(String(value));
  if (!match || String(value).includes('e')) return undefined;
  const [, whole = '0', tenth = '0', next = ''] = match;
  return Number(whole) * 10 + Number(tenth) + (next >= '5' ? 1 : 0);
}
