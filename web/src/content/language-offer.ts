// On an unprefixed (English) content page, what components/language-offer.tsx does in the app: a
// visitor whose stored choice or browser speaks another supported language is offered it, in
// that language. Its texts were written by the build (web/prerender.mjs: language-offers/*.json)
// and are set as text, never as HTML.
import { DEFAULT_LANGUAGE, localizedPath, type Language } from '../i18n/languages.js';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from '../i18n/detect-language.js';
import { DISMISSED_LANGUAGE_OFFER_KEY } from '../i18n/language-offer-storage.js';
import { whenIdle } from './when-idle.js';

interface OfferTexts {
  label: string;
  offer: string;
  accept: string;
  dismiss: string;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked storage: detection still works, nothing is remembered
  }
}

function button(text: string, className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

function showOffer(language: Language, texts: OfferTexts): void {
  const aside = document.createElement('aside');
  aside.className = 'language-offer';
  aside.lang = language;
  aside.setAttribute('aria-label', texts.label);
  const text = document.createElement('p');
  text.textContent = texts.offer;
  const actions = document.createElement('div');
  actions.className = 'language-offer__actions';
  const { pathname, search, hash } = window.location;
  actions.append(
    button(texts.accept, 'button button--small', () => window.location.assign(`${localizedPath(language, pathname)}${search}${hash}`)),
    button(texts.dismiss, 'button button--small button--quiet', () => {
      storage()?.setItem(DISMISSED_LANGUAGE_OFFER_KEY, language);
      aside.remove();
    }),
  );
  aside.append(text, actions);
  // Where the app puts it: after the top bar (it is fixed to the bottom of the screen, so nothing moves).
  document.querySelector('.top-bar')?.after(aside);
}

export function installLanguageOffer(page: Language): void {
  if (page !== DEFAULT_LANGUAGE) return;
  const store = storage();
  const detected = detectLanguage(store?.getItem(LANGUAGE_STORAGE_KEY) ?? null, navigator.languages ?? [navigator.language], page);
  store?.setItem(LANGUAGE_STORAGE_KEY, detected);
  if (detected === DEFAULT_LANGUAGE || store?.getItem(DISMISSED_LANGUAGE_OFFER_KEY) === detected) return;
  whenIdle(() => {
    fetch(`/language-offers/${detected}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<OfferTexts>) : undefined))
      .then((texts) => texts && showOffer(detected, texts))
      .catch(() => undefined);
  });
}
