import { useLanguage } from '../../app/language-context.js';
import { hasPremiumContent } from '../premium/premium-content-languages.js';

/**
 * The `lang` of the premium texts on a page in a language they are not yet written in (they are
 * English there), so screen readers pronounce them as English; undefined where they are the page's.
 */
export function useContentLang(): 'en' | undefined {
  return hasPremiumContent(useLanguage()) ? undefined : 'en';
}
