import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages.js';

type TextModules = Record<string, () => Promise<Record<string, unknown>>>;

/** The hook a lazily loaded namespace gives its screens, and a way for a page's `load` to fetch its texts first. */
export interface LazyTexts {
  (language: Language): boolean;
  /**
   * Fetches the texts in English and `language` before the page renders (a page's `load` calls
   * it, app/lazy-page.tsx): a pre-rendered page then has its text in the HTML, and hydration shows
   * the same at once.
   */
  preload(language: Language): Promise<void>;
  /** The namespace's texts in `language`, undefined where they are not written (the build's island texts, island-texts.ts). */
  load(language: Language): Promise<object | undefined>;
}

/**
 * A namespace whose texts are their own chunk per language (English included), fetched by the
 * screens that use them: the public pages, whose first visit has a JavaScript budget, never carry
 * them. `modules` is `import.meta.glob('./locales/*\/<file>.ts')`, each exporting `namespace`.
 * Returns the hook those screens call: false until the texts are there in English (the fallback)
 * and in the page's language; a language that cannot be fetched leaves English, with a warning.
 */
export function lazyTexts(namespace: string, file: string, modules: TextModules): LazyTexts {
  const loaded = new Map<Language, object>();
  const hasTexts = (i18n: I18n, language: Language) => i18n.getResource(language, 'translation', namespace) !== undefined;

  function add(i18n: I18n, language: Language, texts: object): void {
    // Deep, beside the language's main bundle; only once that bundle is there, or use-page-language
    // would take this partial one for it and never add the rest.
    if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'translation')) {
      i18n.addResourceBundle(language, 'translation', { [namespace]: texts }, true, true);
    }
  }

  /** A language whose texts are not written yet shows English rather than waiting for them. */
  const written = (language: Language) => `./locales/${language}/${file}.ts` in modules;

  async function load(language: Language): Promise<object | undefined> {
    const cached = loaded.get(language);
    if (cached) return cached;
    const module = await modules[`./locales/${language}/${file}.ts`]?.();
    const texts = module?.[namespace] as object | undefined;
    if (texts) loaded.set(language, texts);
    return texts;
  }

  function useLazyTexts(language: Language): boolean {
    const { i18n } = useTranslation();
    const shown = i18n.language as Language;
    // Texts a page's `load` already fetched join the bundle during this render, not after an effect.
    for (const code of new Set([DEFAULT_LANGUAGE, language, shown])) {
      const texts = loaded.get(code);
      if (texts && !hasTexts(i18n, code)) add(i18n, code, texts);
    }
    const ready = () =>
      hasTexts(i18n, DEFAULT_LANGUAGE) &&
      (shown === DEFAULT_LANGUAGE || hasTexts(i18n, shown) || !i18n.hasResourceBundle(shown, 'translation') || !written(shown));
    const [, rerender] = useState(0);
    useEffect(() => {
      let active = true;
      const wanted = [...new Set([DEFAULT_LANGUAGE, language, shown])].filter((code) => !hasTexts(i18n, code));
      if (wanted.length === 0) return;
      void Promise.all(
        wanted.map((code) =>
          load(code).then(
            (texts) => texts && add(i18n, code, texts),
            (error: unknown) => console.warn(`The ${code} ${namespace} texts could not be loaded; showing English.`, error),
          ),
        ),
      ).then(() => active && rerender((count) => count + 1));
      return () => {
        active = false;
      };
    }, [i18n, language, shown]);
    return ready();
  }

  async function preload(language: Language): Promise<void> {
    await Promise.all([...new Set([DEFAULT_LANGUAGE, language])].map((code) => (written(code) ? load(code) : undefined)));
  }

  return Object.assign(useLazyTexts, { preload, load });
}
