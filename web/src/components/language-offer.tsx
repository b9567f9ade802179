import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLanguage } from '../app/language-context.js';
import { loadBundle } from '../i18n/language-bundles.js';
import { LANGUAGE_NAMES } from '../i18n/language-names.js';
import { DEFAULT_LANGUAGE, localizedPath, type Language } from '../i18n/languages.js';
import { dismissLanguageOffer, languageToOffer } from '../i18n/language-offer-storage.js';

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
    const detected = languageToOffer(page);
    if (!detected) return;
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
    dismissLanguageOffer(offer.language);
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
