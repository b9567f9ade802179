import type { LanguageBundle } from './translation.js';
import type { Language } from './languages.js';

/** Spec section 9: built in besides English; prefetched when the browser is idle. */
export const BUILT_IN_LANGUAGES: readonly Language[] = ['es', 'fr', 'de', 'it', 'nl'];

// Every language but English is its own chunk (English ships with the app as the fallback).
const modules = import.meta.glob<{ bundle: LanguageBundle }>(['./locales/*/index.ts', '!./locales/en/index.ts']);
const loaders = new Map(Object.entries(modules).map(([path, load]) => [path.split('/')[2] as Language, load]));

const loaded = new Map<Language, LanguageBundle>();
const pending = new Map<Language, Promise<LanguageBundle | undefined>>();

/** Which languages have a bundle at all (English is built in). */
export const hasBundle = (language: Language): boolean => language === 'en' || loaders.has(language);

/** A bundle already in memory, for synchronous use while rendering. */
export const loadedBundle = (language: Language): LanguageBundle | undefined => loaded.get(language);

/**
 * Fetches a language's texts once. Resolves to undefined for English, for a language without a
 * bundle, and when the fetch fails: that only logs a warning, and the page stays in English
 * (spec section 8).
 */
export function loadBundle(language: Language): Promise<LanguageBundle | undefined> {
  const load = loaders.get(language);
  if (!load) return Promise.resolve(undefined);
  let promise = pending.get(language);
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(language, module.bundle);
        return module.bundle;
      },
      (error: unknown) => {
        pending.delete(language);
        console.warn(`The ${language} texts could not be loaded; showing English.`, error);
        return undefined;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

/** Fetches the built-in languages when the browser has nothing better to do, so switching never waits. */
export function prefetchBuiltInLanguages(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
  idle(() => {
    for (const language of BUILT_IN_LANGUAGES) void loadBundle(language);
  });
}
