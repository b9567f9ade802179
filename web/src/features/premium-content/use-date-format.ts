import { useMemo } from 'react';
import { useLanguage } from '../../app/language-context.js';
import { dateTimeFormat } from '../../i18n/intl-cache.js';

/** A day in the page's language (done marks, notes). Not the results' formatters: their number code would be split into a chunk of its own, loaded by every first visit. */
export function useDateFormat(): (iso: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const day = dateTimeFormat(language, { dateStyle: 'long' });
    return (iso) => day.format(new Date(iso));
  }, [language]);
}
