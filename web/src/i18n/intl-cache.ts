// Building an Intl formatter makes ICU look up the locale's data, which costs far more than using
// one (the first in a page costs tens of milliseconds on a slow phone). Formatters never change
// once built, so each locale-and-options pair is built once and shared by every caller.
const built = new Map<string, unknown>();

function shared<T>(key: string, build: () => T): T {
  let value = built.get(key) as T | undefined;
  if (value === undefined) {
    value = build();
    built.set(key, value);
  }
  return value;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  shared(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  shared(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  shared(`list|${locale}|${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));

export const segmenter = (locale: string | undefined, granularity: 'grapheme' | 'word'): Intl.Segmenter =>
  shared(`segmenter|${locale ?? ''}|${granularity}`, () => new Intl.Segmenter(locale, { granularity }));
