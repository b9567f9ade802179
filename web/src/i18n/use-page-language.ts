import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, directionOf, type Language } from './languages.js';
import { hasBundle, loadBundle, loadedBundle } from './language-bundles.js';
import type { LanguageBundle } from './translation.js';

// Before the browser paints (the build's render has no document, and React warns there).
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

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
  // While React prepares the page in the new language, the page on screen may render again with
  // its old one; switching i18next back then would restart the new page, back and forth. So only
  // a language this layout has not yet shown is applied during rendering.
  const shownBefore = useRef<Language | null>(null);
  // English is built in; another language's texts may still have to be fetched.
  const waitsForTexts = language !== DEFAULT_LANGUAGE && hasBundle(language) && !loadedBundle(language);
  if (i18n.language !== language && shownBefore.current !== language && !waitsForTexts) apply(i18n, language, loadedBundle(language));
  useEffect(() => {
    shownBefore.current = language;
  }, [language]);
  useEffect(() => {
    // Only a language whose texts are still to be fetched; the rest was applied while rendering.
    if (i18n.language === language || !waitsForTexts) return;
    let active = true;
    void loadBundle(language).then((bundle) => active && apply(i18n, language, bundle));
    return () => {
      active = false;
    };
  }, [i18n, language, waitsForTexts]);
  // <html lang dir> describe the texts actually shown: the previous language while the new one
  // loads, English if it could not be loaded.
  const shown = (i18n.language === 'en' || i18n.hasResourceBundle(i18n.language, 'translation') ? i18n.language : 'en') as Language;
  // Before the first paint: a page rendered in the browser alone (the dashboard, the account page)
  // comes from the English shell, and an Arabic one painted left to right first, then flipped,
  // moving everything on screen (CLS 0.37 on /ar/premium/dashboard, issue 20).
  useBeforePaint(() => {
    document.documentElement.lang = shown;
    document.documentElement.dir = directionOf(shown);
  }, [shown]);
}
