import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Focus } from '@lifewheel/contracts';
import { endFocus } from '../api/focus.js';
import { queryKeys } from '../api/query-keys.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Ends the focus (idempotent on the server, so a retried click is harmless). */
export function useEndFocus(focusId: string, callbacks: MutationCallbacks<Focus> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endFocus(focusId),
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.focusOverview }),
  });
}
