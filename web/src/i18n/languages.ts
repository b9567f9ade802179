// Not the package's index: the pages' first scripts import this (web/chunk-groups.ts).
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@lifewheel/contracts/languages';

// The list itself, and each language's direction, live in libs/contracts: the gateway and the worker read them too.
export { DEFAULT_LANGUAGE, LANGUAGES, PREFIXED_LANGUAGES, directionOf, isLanguage, localizedPath, type Language } from '@lifewheel/contracts/languages';

/** Splits `/es/assessment` into its language and the path without the prefix. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) return { language: first, path: `/${rest.join('/')}` };
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/**
 * The language a route's `:language` segment names, regardless of case, as paths matched when each
 * language was its own route (`/pt-br/`); English when there is no segment, undefined for a segment
 * that is no language (`/nonsense/assessment`).
 */
export function languageOfSegment(segment: string | undefined): Language | undefined {
  if (segment === undefined) return DEFAULT_LANGUAGE;
  return LANGUAGES.find((code) => code.toLowerCase() === segment.toLowerCase());
}
