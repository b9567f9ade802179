import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../app/language-context.js';
import { Spinner } from '../../components/spinner.js';
import { showToast } from '../../components/toast/toast-store.js';

/** A logged-in free account: off to enrollment, saying why (the service answered 403). */
export function PremiumRequiredRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const enrollment = to('/premium/enrollment');
  useEffect(() => {
    showToast({ title: t('dashboard.premiumRequired.title'), description: t('dashboard.premiumRequired.body'), durationMs: 10_000 });
    void navigate(enrollment, { replace: true, state: { reason: 'premium-required' } });
  }, [enrollment, navigate, t]);
  return <Spinner />;
}
