import type { Language } from './languages.js';

/** Each language named in itself, so a person finds their own whatever the page language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
  ru: 'Русский',
  hi: 'हिन्दी',
  'pt-BR': 'Português (Brasil)',
  'es-MX': 'Español (México)',
  'pt-PT': 'Português (Portugal)',
  sv: 'Svenska',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  sw: 'Kiswahili',
  fil: 'Filipino',
};
