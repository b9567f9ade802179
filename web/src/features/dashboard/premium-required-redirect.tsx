import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../../app/language-context.js';
import { Spinner } from '../../components/spinner.js';
import { showToast } from '../../components/toast/toast-store.js';
import { useDashboardTexts } from '../../i18n/dashboard-texts.js';

/** A logged-in free account: off to enrollment, saying why (the service answered 403). */
export function PremiumRequiredRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const enrollment = to('/premium/enrollment');
  // The focus pages send people here too, and the dashboard's texts are a chunk of their own.
  const ready = useDashboardTexts(useLanguage());
  useEffect(() => {
    if (!ready) return;
    showToast({ title: t('dashboard.premiumRequired.title'), description: t('dashboard.premiumRequired.body'), durationMs: 10_000 });
    void navigate(enrollment, { replace: true, state: { reason: 'premium-required' } });
  }, [enrollment, navigate, t, ready]);
  return <Spinner />;
}
