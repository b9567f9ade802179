import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.js';
import { Spinner } from '../../components/spinner.js';
import { useCurrentUser } from '../../hooks/use-current-user.js';
import { AlreadyPremium } from './premium-status.js';

const RECHECK_MS = 2000;
const GIVE_UP_AFTER = 30;

/** A logged-in buyer: premium reaches their account through identity a moment after the payment; wait for it. */
export function AccountPremium() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { user } = useCurrentUser();
  const [checks, setChecks] = useState(0);
  const premium = user?.isPremium === true;

  useEffect(() => {
    if (premium || checks >= GIVE_UP_AFTER) return;
    const timer = setTimeout(
      () => {
        void client.invalidateQueries({ queryKey: queryKeys.currentUser });
        setChecks((count) => count + 1);
      },
      checks === 0 ? 0 : RECHECK_MS,
    );
    return () => clearTimeout(timer);
  }, [premium, checks, client]);

  if (!premium) return <Spinner label={t('premium.result.accountWaiting')} />;
  return <AlreadyPremium message={t('premium.result.accountPremium')} linkLabel={t('premium.result.openDashboard')} />;
}
