import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../../app/language-context.js';
import { usePremiumPrice } from '../../hooks/use-premium-price.js';
import { hasPremiumContent } from '../premium/premium-content-languages.js';

/**
 * Like the home promo: the offer and its price in every language. Where the paid texts are not yet
 * written in the page's language, it says so, in that language, rather than hiding.
 */
export function PremiumInvitation() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const price = usePremiumPrice();
  const titleId = useId();
  // What Premium holds, section by section: the full tools for a premium person, a preview for others.
  const toolsLink = <Link to={to('/premium/content/tools')}>{t('coachingTools.premium.fullTools')}</Link>;
  return (
    <section className="tinted-panel tools-premium" aria-labelledby={titleId}>
      <h2 id={titleId} className="tools-premium__badge">
        {t('coachingTools.premium.badge')}
      </h2>
      {/* data-price: on this content page, web/src/content/premium-price.ts puts in the price billing charges. */}
      <p data-price>{t('coachingTools.premium.body', { price })}</p>
      {!hasPremiumContent(language) && <p className="tools-premium__note">{t('premium.contentInEnglish')}</p>}
      <p>{toolsLink}</p>
      <Link to={to('/premium/payment')} className="button button--primary">
        {t('coachingTools.premium.cta')}
      </Link>
    </section>
  );
}
