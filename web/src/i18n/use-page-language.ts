import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { directionOf, type Language } from './languages.js';
import { hasBundle, loadBundle, loadedBundle } from './language-bundles.js';
import type { LanguageBundle } from './translation.js';

function apply(i18n: I18n, language: Language, bundle: LanguageBundle | undefined): void {
  if (bundle && !i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', bundle);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/**
 * Keeps i18next and `<html lang dir>` on the page's language (the URL decides). A language already
 * in memory switches within the same render; another is fetched first, and until it arrives the
 * page keeps its previous language rather than showing a mix. One that cannot be fetched leaves
 * the page in English (a warning is logged by loadBundle).
 */
export function usePageLanguage(language: Language): void {
  const { i18n } = useTranslation();
  if (i18n.language !== language) {
    const bundle = loadedBundle(language);
    if (bundle || !hasBundle(language)) apply(i18n, language, bundle);
  }
  useEffect(() => {
    if (i18n.language === language) return;
    let active = true;
    void loadBundle(language).then((bundle) => active && apply(i18n, language, bundle));
    return () => {
      active = false;
    };
  }, [i18n, language]);
  // <html lang dir> describe the texts actually shown: the previous language while the new one
  // loads, English if it could not be loaded.
  const shown = (i18n.language === 'en' || i18n.hasResourceBundle(i18n.language, 'translation') ? i18n.language : 'en') as Language;
  useEffect(() => {
    document.documentElement.lang = shown;
    document.documentElement.dir = directionOf(shown);
  }, [shown]);
}
