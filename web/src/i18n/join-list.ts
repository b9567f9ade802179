import { listFormat } from './intl-cache.js';
import { INTL_TEXTS } from './intl-texts.generated.js';

/** Spanish writes "e" for "y" before an "i" sound, as ICU does: "Kahneman e Inglehart", but "y Hierro". */
const SPANISH_E = /^(?:i|hi(?:$|[^ae]))/i;

/**
 * `items` joined as `Intl.ListFormat(language, { type: 'conjunction' })` joins them ("A, B and C"),
 * from CLDR's patterns written out at build time, so the results page builds no Intl formatter (see
 * long-date.ts). intl-texts.spec.ts checks every language against Intl.
 */
export function joinList(language: string, items: readonly string[]): string {
  const joins = INTL_TEXTS[language]?.list;
  if (!joins) return listFormat(language, { type: 'conjunction' }).format(items);
  const joinBefore = (index: number): string => {
    const join = items.length === 2 ? joins.two : index === 1 ? joins.start : index === items.length - 1 ? joins.end : joins.middle;
    return language.startsWith('es') && join === ' y ' && SPANISH_E.test(items[index] ?? '') ? ' e ' : join;
  };
  return items.map((item, index) => (index === 0 ? item : joinBefore(index) + item)).join('');
}
