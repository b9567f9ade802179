/**
 * The languages Lifewheel speaks (spec section 9): the one list every process derives from. A
 * language's writing direction is data on it, never a test of its code elsewhere. English is the
 * default and unprefixed; the router also accepts `fil`.
 */
export const LANGUAGE_INFO = [
  { code: 'en', direction: 'ltr' },
  { code: 'es', direction: 'ltr' },
  { code: 'fr', direction: 'ltr' },
  { code: 'de', direction: 'ltr' },
  { code: 'it', direction: 'ltr' },
  { code: 'pt', direction: 'ltr' },
  { code: 'nl', direction: 'ltr' },
  { code: 'zh-CN', direction: 'ltr' },
  { code: 'zh-TW', direction: 'ltr' },
  { code: 'ja', direction: 'ltr' },
  { code: 'ko', direction: 'ltr' },
  { code: 'ar', direction: 'rtl' },
  { code: 'ru', direction: 'ltr' },
  { code: 'hi', direction: 'ltr' },
  { code: 'pt-BR', direction: 'ltr' },
  { code: 'es-MX', direction: 'ltr' },
  { code: 'pt-PT', direction: 'ltr' },
  { code: 'sv', direction: 'ltr' },
  { code: 'tr', direction: 'ltr' },
  { code: 'id', direction: 'ltr' },
  { code: 'vi', direction: 'ltr' },
  { code: 'th', direction: 'ltr' },
  { code: 'sw', direction: 'ltr' },
  { code: 'fil', direction: 'ltr' },
] as const satisfies readonly { code: string; direction: 'ltr' | 'rtl' }[];

export type Language = (typeof LANGUAGE_INFO)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

export const LANGUAGES: readonly Language[] = LANGUAGE_INFO.map((language) => language.code);
export const DEFAULT_LANGUAGE: Language = 'en';
/** Every language but English, each served under its own `/{code}/` prefix. */
export const PREFIXED_LANGUAGES: readonly Language[] = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

const DIRECTION = new Map<string, TextDirection>(LANGUAGE_INFO.map((language) => [language.code, language.direction]));

export const isLanguage = (value: string | undefined): value is Language => value !== undefined && DIRECTION.has(value);

/** Right to left for Arabic; left to right for every other language, and for an unknown code. */
export const directionOf = (language: string): TextDirection => DIRECTION.get(language) ?? 'ltr';

/** `/es/assessment` for Spanish, `/assessment` for English (the web app and the Lighthouse tool share it). */
export function localizedPath(language: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}
