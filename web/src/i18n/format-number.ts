import { numberFormat } from './intl-cache.js';

/** A whole number in the digits and grouping of `language` (e.g. Arabic-Indic digits for ar). */
export function formatNumber(language: string, value: number): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}
