import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/http.js';
import { PageMeta } from '../app/page-meta.js';
import { useLocalizedPath } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { AccountPremium } from '../features/premium/account-premium.js';
import { useCheckoutStatus } from '../hooks/use-checkout-status.js';
import { reportJourney } from '../observability/report.js';
import { VisitorLoginLink } from '../features/premium/visitor-login-link.js';
import '../features/premium/premium.css';

const SLOW_AFTER_MS = 45_000;

type Outcome = 'cancelled' | 'failed' | 'expired' | 'refunded' | 'disputed' | 'notFound' | 'error';

/**
 * `/premium/payment/return?session=...`: where Stripe sends people back. Shows progress until the
 * webhook has confirmed the payment; it never creates a login session itself.
 */
export function Component() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const cancelled = params.get('cancelled') === '1';
  const status = useCheckoutStatus(sessionId);
  const [slow, setSlow] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = status.data?.status;

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (current && current !== 'pending') heading.current?.focus();
    // The funnel's last step; a reload reports it again, which the funnel counts once per session.
    if (current === 'paid') reportJourney('premium', 'paid');
  }, [current]);

  const meta = <PageMeta title={t('premium.result.meta.title')} description={t('premium.result.meta.description')} />;
  const notFound = !sessionId || (status.error instanceof HttpError && (status.error.status === 404 || status.error.status === 400));

  let outcome: Outcome | undefined;
  if (notFound) outcome = 'notFound';
  else if (status.isError && !status.data) outcome = slow ? 'error' : undefined;
  else if (current === 'failed') outcome = 'failed';
  else if (current === 'pending' && cancelled) outcome = 'cancelled';
  else if (current === 'expired' || current === 'refunded' || current === 'disputed') outcome = current;

  if (outcome) {
    return (
      <div className="page page--narrow premium">
        {meta}
        <h1 ref={heading} tabIndex={-1} className="premium__status">
          {t(`premium.result.${outcome}Title`)}
        </h1>
        <p role="status">{t(`premium.result.${outcome}`)}</p>
        <div className="premium__actions">
          {outcome === 'error' ? (
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {t('premium.result.reload')}
            </button>
          ) : (
            <Link to={to('/premium/payment')} className="button button--primary">
              {t('premium.result.tryAgain')}
            </Link>
          )}
        </div>
      </div>
    );
  }

  if (current === 'paid' && status.data) {
    return (
      <div className="page page--narrow premium">
        {meta}
        <h1 ref={heading} tabIndex={-1} className="premium__status">
          {t('premium.result.paidTitle')}
        </h1>
        {status.data.forAccount ? <AccountPremium /> : <VisitorLoginLink sessionId={status.data.sessionId} shownEmail={status.data.email} />}
      </div>
    );
  }

  return (
    <div className="page page--narrow premium">
      {meta}
      <h1>{t('premium.result.checking')}</h1>
      <div className="premium-progress">
        <Spinner label={t('premium.result.checking')} />
        <p>{slow ? t('premium.result.slow') : t('premium.result.checkingHint')}</p>
      </div>
    </div>
  );
}
