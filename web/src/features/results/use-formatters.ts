import { useMemo } from 'react';
import { useLanguage } from '../../app/language-context.js';
import { formatNumber, formatOneDecimal } from '../../i18n/format-number.js';
import { formatLongDate } from '../../i18n/long-date.js';

export interface Formatters {
  /** Whole scores and gaps, in the page language's digits. */
  number: (value: number) => string;
  /** Averages, one decimal at most. */
  average: (value: number) => string;
  /** The day an assessment was taken. */
  date: (iso: string) => string;
}

/**
 * The page language's formatters, none of which builds an Intl object for what the results page
 * shows (format-number.ts, long-date.ts): the first one a page builds costs a slow phone 150-250 ms.
 */
export function useFormatters(): Formatters {
  const language = useLanguage();
  return useMemo(
    () => ({
      number: (value) => formatNumber(language, value),
      average: (value) => formatOneDecimal(language, value),
      date: (iso) => formatLongDate(language, new Date(iso)),
    }),
    [language],
  );
}
