import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Focus, StartFocusRequest } from '@lifewheel/contracts';
import { startFocus } from '../api/focus.js';
import { queryKeys } from '../api/query-keys.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Starts a 30-day focus; the dashboard's overview is fetched again. */
export function useStartFocus(callbacks: MutationCallbacks<Focus, StartFocusRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StartFocusRequest) => startFocus(request),
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.focusOverview }),
  });
}
