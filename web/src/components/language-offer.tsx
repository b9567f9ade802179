import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLanguage } from '../app/language-context.js';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from '../i18n/detect-language.js';
import { loadBundle } from '../i18n/language-bundles.js';
import { LANGUAGE_NAMES } from '../i18n/language-names.js';
import { DEFAULT_LANGUAGE, localizedPath, type Language } from '../i18n/languages.js';
import { DISMISSED_LANGUAGE_OFFER_KEY as DISMISSED_KEY } from '../i18n/language-offer-storage.js';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked storage: detection still works, nothing is remembered
  }
}

interface Offer {
  language: Language;
  t: TFunction;
}

/**
 * On an unprefixed (English) page, a visitor whose stored choice or browser speaks another
 * supported language is offered that language, in that language. Discreet, dismissible, shown
 * only after hydration so the pre-rendered page stays what search engines and links expect.
 */
export function LanguageOffer() {
  const { i18n } = useTranslation();
  const page = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [offer, setOffer] = useState<Offer>();

  useEffect(() => {
    if (page !== DEFAULT_LANGUAGE) return;
    const store = storage();
    const detected = detectLanguage(store?.getItem(LANGUAGE_STORAGE_KEY) ?? null, navigator.languages ?? [navigator.language], page);
    store?.setItem(LANGUAGE_STORAGE_KEY, detected);
    if (detected === DEFAULT_LANGUAGE || store?.getItem(DISMISSED_KEY) === detected) return;
    let active = true;
    void loadBundle(detected).then((bundle) => {
      if (!active || !bundle) return;
      if (!i18n.hasResourceBundle(detected, 'translation')) i18n.addResourceBundle(detected, 'translation', bundle);
      setOffer({ language: detected, t: i18n.getFixedT(detected) });
    });
    return () => {
      active = false;
    };
  }, [i18n, page]);

  if (!offer || page !== DEFAULT_LANGUAGE) return null;
  const name = LANGUAGE_NAMES[offer.language];
  const dismiss = () => {
    storage()?.setItem(DISMISSED_KEY, offer.language);
    setOffer(undefined);
  };
  const accept = () => void navigate(`${localizedPath(offer.language, location.pathname)}${location.search}${location.hash}`);
  return (
    <aside className="language-offer" lang={offer.language} aria-label={offer.t('common.language.label')}>
      <p>{offer.t('common.language.offer', { language: name })}</p>
      <div className="language-offer__actions">
        <button type="button" className="button button--small" onClick={accept}>
          {offer.t('common.language.offerAccept', { language: name })}
        </button>
        <button type="button" className="button button--small button--quiet" onClick={dismiss}>
          {offer.t('common.language.offerDismiss')}
        </button>
      </div>
    </aside>
  );
}
