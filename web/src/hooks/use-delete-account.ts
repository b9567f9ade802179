import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccount } from '../api/account.js';
import { queryKeys } from '../api/query-keys.js';

/** Deletes the account; then nothing fetched for it stays in this page's cache. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) => deleteAccount(confirm),
    onSuccess: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(queryKeys.currentUser, null);
    },
  });
}
