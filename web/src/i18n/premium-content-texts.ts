import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages.js';

// The premium pages' texts, one chunk per language (English included): the public pages, whose
// first visit has a JavaScript budget, never carry them.
const modules = import.meta.glob<{ premiumContent: object }>('./locales/*/premium-content.ts');
const loaded = new Map<Language, object>();

const hasTexts = (i18n: I18n, language: Language) => i18n.getResource(language, 'translation', 'premiumContent') !== undefined;

function add(i18n: I18n, language: Language, texts: object): void {
  // Deep, beside the language's main bundle; only once that bundle is there, or use-page-language
  // would take this partial one for it and never add the rest.
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', { premiumContent: texts }, true, true);
  }
}

async function load(language: Language): Promise<object | undefined> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const module = await modules[`./locales/${language}/premium-content.ts`]?.();
  if (module) loaded.set(language, module.premiumContent);
  return module?.premiumContent;
}

/**
 * Loads the premium pages' texts in English (the fallback) and in the page's language; false until
 * they are there. A language that cannot be fetched leaves English, with a warning.
 */
export function usePremiumContentTexts(language: Language): boolean {
  const { i18n } = useTranslation();
  const shown = i18n.language as Language;
  const ready = () =>
    hasTexts(i18n, DEFAULT_LANGUAGE) && (shown === DEFAULT_LANGUAGE || hasTexts(i18n, shown) || !i18n.hasResourceBundle(shown, 'translation'));
  const [, rerender] = useState(0);
  useEffect(() => {
    let active = true;
    const wanted = [...new Set([DEFAULT_LANGUAGE, language, shown])].filter((code) => !hasTexts(i18n, code));
    if (wanted.length === 0) return;
    void Promise.all(
      wanted.map((code) =>
        load(code).then(
          (texts) => texts && add(i18n, code, texts),
          (error: unknown) => console.warn(`The ${code} premium texts could not be loaded; showing English.`, error),
        ),
      ),
    ).then(() => active && rerender((count) => count + 1));
    return () => {
      active = false;
    };
  }, [i18n, language, shown]);
  return ready();
}
