import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isValidEmail, normalizeEmail } from '@lifewheel/contracts';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { EmailField } from '../components/email-field.js';
import { showToast } from '../components/toast/toast-store.js';
import { rememberCheckoutAddress } from '../features/premium/checkout-address.js';
import { checkoutProblemKey } from '../features/premium/checkout-problem.js';
import { AlreadyPremium, PremiumPrice } from '../features/premium/premium-status.js';
import { usePremiumPrice } from '../hooks/use-premium-price.js';
import { useCurrentUser } from '../hooks/use-current-user.js';
import { useStartCheckout } from '../hooks/use-start-checkout.js';
import { reportJourney } from '../observability/report.js';
import type { TranslationKey } from '../i18n/translation.js';
import '../features/premium/premium.css';

/**
 * `/premium/payment`: for whom (a visitor types an address; a logged-in buyer's is their
 * account's, locked) and the Pay button, which opens Stripe's checkout.
 */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const price = usePremiumPrice();
  const { user, loading } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<TranslationKey | undefined>();
  const checkout = useStartCheckout({
    onSuccess: ({ url, sessionId }, request) => {
      reportJourney('premium', 'checkout-started');
      if (request.email) rememberCheckoutAddress(sessionId, request.email);
      window.location.assign(url);
    },
    onError: (error) => {
      const key = checkoutProblemKey(error);
      setProblem(key);
      if (key !== 'premium.payment.emailInvalid') showToast({ title: t('premium.payment.failed'), description: t(key), variant: 'error' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (user) {
      checkout.mutate({ language });
      return;
    }
    if (!isValidEmail(email)) {
      setProblem('premium.payment.emailInvalid');
      return;
    }
    setProblem(undefined);
    checkout.mutate({ email: normalizeEmail(email), language });
  };

  const busy = checkout.isPending || checkout.isSuccess;
  const fieldInvalid = problem === 'premium.payment.emailInvalid';
  return (
    <div className="page page--narrow premium">
      <PageMeta title={t('premium.payment.meta.title')} description={t('premium.payment.meta.description', { price })} />
      <h1>{t('premium.payment.title')}</h1>
      <PremiumPrice price={price} label={t('premium.payment.summary')} />
      {user?.isPremium ? (
        <AlreadyPremium message={t('premium.payment.alreadyPremium')} />
      ) : (
        <form className="premium" onSubmit={submit} noValidate aria-busy={loading}>
          <EmailField
            id="premium-email"
            label={t('premium.payment.emailLabel')}
            hint={user ? t('premium.payment.accountEmailHint') : t('premium.payment.emailHint')}
            value={user ? user.email : email}
            onChange={setEmail}
            error={problem ? t(problem) : undefined}
            invalid={fieldInvalid}
            readOnly={Boolean(user)}
          />
          <div className="premium__actions">
            <button type="submit" className="button button--primary" disabled={busy || loading} aria-busy={busy}>
              {busy ? t('premium.payment.redirecting') : t('premium.payment.pay', { price })}
            </button>
            {!user && !loading && <Link to={`${to('/login')}?next=${encodeURIComponent(to('/premium/payment'))}`}>{t('premium.payment.loginInstead')}</Link>}
          </div>
          <p className="premium__note">{t('premium.payment.stripeNote')}</p>
        </form>
      )}
    </div>
  );
}
