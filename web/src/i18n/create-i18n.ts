import type { i18n } from 'i18next';
import { en } from './locales/en/index.js';
import { i18nextInstance } from './i18next-instance.js';
import type { Language } from './languages.js';
import type { LanguageBundle } from './translation.js';

/**
 * One i18next instance per render on the server, one per page on the client. English is built in
 * and is the fallback for any missing key; the page's own language is added before the first
 * render so hydration sees the same text.
 */
export function createI18n(language: Language, bundle?: LanguageBundle): i18n {
  return i18nextInstance(language, { en: { translation: en }, ...(bundle && language !== 'en' ? { [language]: { translation: bundle } } : {}) });
}
