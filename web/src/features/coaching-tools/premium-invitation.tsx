import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../../app/language-context.js';

const PREMIUM_PAYMENT = '/en/premium/payment';

/** Like the home promo: the offer and its price in English only, a neutral line elsewhere. */
export function PremiumInvitation() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const titleId = useId();
  // What Premium holds, section by section: the full tools for a premium person, a preview for others.
  const toolsLink = <Link to={to('/premium/content/tools')}>{t('coachingTools.premium.fullTools')}</Link>;
  if (language !== 'en') {
    return (
      <p className="tinted-panel tools-premium tools-premium--neutral">
        {t('coachingTools.premium.neutral')} {toolsLink}
      </p>
    );
  }
  return (
    <section className="tinted-panel tools-premium" aria-labelledby={titleId}>
      <h2 id={titleId} className="tools-premium__badge">
        {t('coachingTools.premium.badge')}
      </h2>
      <p>{t('coachingTools.premium.body')}</p>
      <p>{toolsLink}</p>
      <Link to={PREMIUM_PAYMENT} className="button button--primary">
        {t('coachingTools.premium.cta')}
      </Link>
    </section>
  );
}
