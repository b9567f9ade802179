import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@lifewheel/contracts';

// The list itself, and each language's direction, live in libs/contracts: the gateway and the worker read them too.
export { DEFAULT_LANGUAGE, LANGUAGES, PREFIXED_LANGUAGES, directionOf, isLanguage, localizedPath, type Language } from '@lifewheel/contracts';

/** Splits `/es/assessment` into its language and the path without the prefix. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) return { language: first, path: `/${rest.join('/')}` };
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}
