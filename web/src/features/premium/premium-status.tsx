import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../app/language-context.js';

/** The price as the pages show it: the amount, large, with what it buys beside it. */
export function PremiumPrice({ price, label }: { price: string; label: string }) {
  return (
    <p className="premium-price">
      <span className="premium-price__amount">{price}</span>
      <span className="premium-price__label">{label}</span>
    </p>
  );
}

/**
 * For someone who has premium (already, or just now): say so, announced, and offer the way to the
 * dashboard. `linkLabel` defaults to the enrollment pages' "Open your dashboard".
 */
export function AlreadyPremium({ message, linkLabel }: { message: string; linkLabel?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <p role="status">{message}</p>
      <div className="premium__actions">
        <Link to={to('/premium/dashboard')} className="button button--primary">
          {linkLabel ?? t('premium.enrollment.openDashboard')}
        </Link>
      </div>
    </>
  );
}
