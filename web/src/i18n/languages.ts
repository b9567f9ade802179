/** Spec section 9: the supported codes; the router also accepts `fil`. English is unprefixed. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'zh-CN', 'zh-TW', 'ja', 'ko', 'ar', 'ru', 'hi', 'pt-BR', 'es-MX', 'pt-PT', 'sv', 'tr', 'id', 'vi', 'th', 'sw', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

export const isLanguage = (value: string | undefined): value is Language => LANGUAGES.includes(value as Language);
export const directionOf = (language: Language): 'rtl' | 'ltr' => (RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr');

/** `/es/assessment` for Spanish, `/assessment` for English. */
export function localizedPath(language: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}

/** Splits `/es/assessment` into its language and the path without the prefix. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) return { language: first, path: `/${rest.join('/')}` };
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}
