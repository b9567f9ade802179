import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Focus } from '@lifewheel/contracts';
import { setFocusReminders } from '../api/focus.js';
import { queryKeys } from '../api/query-keys.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Turns the focus's reminder emails on or off. */
export function useFocusReminders(focusId: string, callbacks: MutationCallbacks<Focus, boolean> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setFocusReminders(focusId, enabled),
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.focusOverview }),
  });
}
