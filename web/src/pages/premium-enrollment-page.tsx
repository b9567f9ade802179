import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { hasPremiumContent } from '../features/premium/premium-content-languages.js';
import { AlreadyPremium, PremiumPrice } from '../features/premium/premium-status.js';
import { usePremiumPrice } from '../hooks/use-premium-price.js';
import { useCurrentUser } from '../hooks/use-current-user.js';
import '../features/premium/premium.css';

const BENEFITS = ['progress', 'tools', 'content'] as const;

/** `/premium/enrollment`: what premium includes and what it costs; a free account is sent here from premium pages. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const price = usePremiumPrice();
  const { user } = useCurrentUser();
  return (
    <div className="page page--narrow premium">
      <PageMeta title={t('premium.enrollment.meta.title')} description={t('premium.enrollment.meta.description', { price })} />
      <h1>{t('premium.enrollment.title')}</h1>
      <p>{t('premium.enrollment.intro')}</p>
      <h2>{t('premium.enrollment.includesTitle')}</h2>
      <ul className="premium-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`premium.enrollment.includes.${benefit}`)}</li>
        ))}
      </ul>
      {/* Before buying, in the language: the paid texts themselves are English for now (issue 25). */}
      {!hasPremiumContent(language) && <p className="premium__note">{t('premium.contentInEnglish')}</p>}
      <PremiumPrice price={price} label={t('premium.enrollment.priceLabel')} />
      {user?.isPremium ? (
        <AlreadyPremium message={t('premium.enrollment.alreadyPremium')} />
      ) : (
        <div className="premium__actions">
          <Link to={to('/premium/payment')} className="button button--primary">
            {t('premium.enrollment.continue')}
          </Link>
        </div>
      )}
    </div>
  );
}
