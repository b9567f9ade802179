import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en/index.js';
import type { Language } from './languages.js';
import type { LanguageBundle } from './translation.js';

/**
 * One i18next instance per render on the server, one per page on the client. English is built in
 * and is the fallback for any missing key; the page's own language is added before the first
 * render so hydration sees the same text.
 */
export function createI18n(language: Language, bundle?: LanguageBundle): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, ...(bundle && language !== 'en' ? { [language]: { translation: bundle } } : {}) },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
