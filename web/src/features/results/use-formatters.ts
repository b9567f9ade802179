import { useMemo } from 'react';
import { useLanguage } from '../../app/language-context.js';

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
    const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    return { number: (value) => whole.format(value), average: (value) => oneDecimal.format(value), date: (iso) => day.format(new Date(iso)) };
  }, [language]);
}
