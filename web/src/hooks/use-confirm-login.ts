import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@lifewheel/contracts';
import { confirmLogin } from '../api/auth.js';
import { queryKeys } from '../api/query-keys.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Uses a login link (once); the person it logged in becomes the current user at once. */
export function useConfirmLogin(token: string | undefined, { onSuccess, onError }: MutationCallbacks<{ redirectTo: string; user: CurrentUser }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmLogin(token!),
    onSuccess: (...args) => {
      queryClient.setQueryData(queryKeys.currentUser, args[0].user);
      return onSuccess?.(...args);
    },
    ...(onError ? { onError } : {}),
  });
}
