import { useMemo } from 'react';
import { useLanguage } from '../../app/language-context.js';
import { formatNumber } from '../../i18n/format-number.js';
import { dateTimeFormat, numberFormat } from '../../i18n/intl-cache.js';

export interface Formatters {
  /** Whole scores and gaps, in the page language's digits. */
  number: (value: number) => string;
  /** Averages, one decimal at most. */
  average: (value: number) => string;
  /** The day an assessment was taken. */
  date: (iso: string) => string;
}

export function useFormatters(): Formatters {
  const language = useLanguage();
  return useMemo(() => {
    const oneDecimal = numberFormat(language, { maximumFractionDigits: 1 });
    const day = dateTimeFormat(language, { dateStyle: 'long' });
    return { number: (value) => formatNumber(language, value), average: (value) => oneDecimal.format(value), date: (iso) => day.format(new Date(iso)) };
  }, [language]);
}
