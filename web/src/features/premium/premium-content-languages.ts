import type { Language } from '../../i18n/languages.js';

/**
 * The languages the paid texts themselves (coaching tools' steps, deep dives, plans) are written in:
 * `libs/content/src/premium/data/*.{language}.json`, all three kinds, or for a regional language its
 * parent's (the premium API serves es-MX readers the Spanish texts). Every other language gets the
 * whole paid path (login, payment, dashboard, emails) in its own words and the paid texts in
 * English, and the offer says so. A unit test keeps this list and the files together.
 */
export const PREMIUM_CONTENT_LANGUAGES: readonly Language[] = [
  'en',
  'ar',
  'de',
  'es',
  'es-MX',
  'fil',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pt',
  'pt-BR',
  'pt-PT',
  'ru',
  'sv',
  'sw',
  'th',
  'tr',
  'vi',
  'zh-CN',
  'zh-TW',
];

/** Whether a language has its own premium content; the one place that decides it. */
export const hasPremiumContent = (language: Language): boolean => PREMIUM_CONTENT_LANGUAGES.includes(language);
