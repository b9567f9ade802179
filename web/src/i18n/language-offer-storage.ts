import { DEFAULT_LANGUAGE, type Language } from './languages.js';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from './detect-language.js';

/** Where the language a visitor declined to be offered is kept (the app's and the content pages' offer). */
export const DISMISSED_LANGUAGE_OFFER_KEY = 'lw.languageOffer.dismissed';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked storage: detection still works, nothing is remembered
  }
}

/** Remembers a language the person chose (the language menu, in the app and on content pages). */
export function rememberLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be full or refused; the URL still carries the language.
  }
}

/**
 * The language to offer a visitor of an English page: their stored choice or browser's language,
 * unless that is English or they declined it before. Remembers what was detected.
 */
export function languageToOffer(page: Language): Language | undefined {
  if (page !== DEFAULT_LANGUAGE) return undefined;
  const store = storage();
  const detected = detectLanguage(store?.getItem(LANGUAGE_STORAGE_KEY) ?? null, navigator.languages ?? [navigator.language], page);
  store?.setItem(LANGUAGE_STORAGE_KEY, detected);
  if (detected === DEFAULT_LANGUAGE || store?.getItem(DISMISSED_LANGUAGE_OFFER_KEY) === detected) return undefined;
  return detected;
}

/** The visitor declined `language`: it is not offered again. */
export function dismissLanguageOffer(language: Language): void {
  storage()?.setItem(DISMISSED_LANGUAGE_OFFER_KEY, language);
}
