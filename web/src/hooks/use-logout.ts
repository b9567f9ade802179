import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { logout } from '../api/auth.js';
import { queryKeys } from '../api/query-keys.js';
import { showToast } from '../components/toast/toast-store.js';

/** Ends the session on the server, then forgets the user here. */
export function useLogout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.currentUser, null);
      // What was fetched for the account stays with the account, not with this browser.
      queryClient.removeQueries({ queryKey: queryKeys.premiumAssessments });
      queryClient.removeQueries({ queryKey: queryKeys.premiumTrends });
      showToast({ title: t('auth.logout.doneTitle'), description: t('auth.logout.done') });
    },
    onError: () => showToast({ title: t('common.toast.errorTitle'), description: t('auth.logout.failed'), variant: 'error' }),
  });
}
