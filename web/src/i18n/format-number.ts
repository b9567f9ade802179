import { numberFormat } from './intl-cache.js';

/** A whole number in the digits and grouping of `language`, as Intl writes it. */
export function formatNumber(language: string, value: number): string {
  // The first Intl formatter a page builds makes ICU load the locale's number data: about 50 ms of a
  // phone's main thread on /assessment, whose first render shows only "Question 1 of 24". Below 1000
  // there is no grouping, and every language of the app writes 0-9 (Arabic too: CLDR's default
  // numbering for ar is latn, in Node's ICU, which pre-renders the pages, and in Chromium's), so
  // those need no formatter. format-number.spec.ts compares every language with Intl.
  if (Number.isInteger(value) && value < 1000 && (value > 0 || Object.is(value, 0))) return String(value);
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}
