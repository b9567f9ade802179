import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FocusCheckIn } from '@lifewheel/contracts';
import { addFocusCheckIn } from '../api/focus.js';
import { queryKeys } from '../api/query-keys.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

export interface CheckInScores {
  current: number;
  desired?: number;
}

/** A quick re-rate of the focus's domain: the focus and the dashboard's trends move with it. */
export function useFocusCheckIn(focusId: string, callbacks: MutationCallbacks<FocusCheckIn, CheckInScores> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scores: CheckInScores) => addFocusCheckIn(focusId, scores),
    ...callbacks,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.focusOverview }), queryClient.invalidateQueries({ queryKey: queryKeys.premiumTrends })]),
  });
}
