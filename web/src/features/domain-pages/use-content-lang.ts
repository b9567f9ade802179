import { useLanguage } from '../../app/language-context.js';

/**
 * The `lang` of English content on a page in another language (the premium library is English
 * for now), so screen readers pronounce it as English; undefined on English pages.
 */
export function useContentLang(): 'en' | undefined {
  return useLanguage() === 'en' ? undefined : 'en';
}
