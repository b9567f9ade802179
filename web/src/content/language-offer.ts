// On an unprefixed (English) content page, what components/language-offer.tsx does in the app: a
// visitor whose stored choice or browser speaks another supported language is offered it, in
// that language. Its texts were written by the build (web/prerender.mjs: language-offers/*.json)
// and are set as text, never as HTML.
import { localizedPath, type Language } from '../i18n/languages.js';
import { dismissLanguageOffer, languageToOffer } from '../i18n/language-offer-storage.js';
import { whenIdle } from './when-idle.js';

interface OfferTexts {
  label: string;
  offer: string;
  accept: string;
  dismiss: string;
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
      dismissLanguageOffer(language);
      aside.remove();
    }),
  );
  aside.append(text, actions);
  // Where the app puts it: after the top bar (it is fixed to the bottom of the screen, so nothing moves).
  document.querySelector('.top-bar')?.after(aside);
}

export function installLanguageOffer(page: Language): void {
  const detected = languageToOffer(page);
  if (!detected) return;
  whenIdle(() => {
    fetch(`/language-offers/${detected}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<OfferTexts>) : undefined))
      .then((texts) => texts && showOffer(detected, texts))
      .catch(() => undefined);
  });
}
