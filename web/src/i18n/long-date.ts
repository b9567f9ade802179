import { dateTimeFormat } from './intl-cache.js';
import { INTL_TEXTS } from './intl-texts.generated.js';

/**
 * `date` as Intl writes it with `dateStyle: 'long'` in the browser's time zone ("November 27, 2026",
 * "27. November 2026", "2026年11月27日"), from CLDR's patterns written out at build time, so the
 * results page builds no Intl formatter: the first one costs a slow phone 150-250 ms (ICU loading its
 * data). intl-texts.spec.ts checks every day of several years in every language against Intl.
 */
export function formatLongDate(language: string, date: Date): string {
  const texts = INTL_TEXTS[language]?.longDate;
  if (!texts || Number.isNaN(date.getTime())) return dateTimeFormat(language, { dateStyle: 'long' }).format(date);
  const parts: Record<string, string> = {
    day: String(date.getDate()),
    month: texts.months[date.getMonth()] ?? '',
    year: String(date.getFullYear() + texts.yearOffset),
  };
  return texts.pattern.replace(/\{(day|month|year)\}/g, (_, part: string) => parts[part] ?? '');
}
