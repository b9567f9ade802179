import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, localizedPath, type Language } from '../i18n/languages.js';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const LanguageProvider = LanguageContext.Provider;

/** The page's language: decided by the URL prefix, never by detection (issue: the URL decides). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Builds links that stay in the page's language. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(language, path);
}
