import { useMutation } from '@tanstack/react-query';
import { stopFocusReminders } from '../api/focus.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Stops a focus's reminders from the emailed link's token. */
export function useStopFocusReminders(token: string, callbacks: MutationCallbacks<unknown> = {}) {
  return useMutation({ mutationFn: () => stopFocusReminders(token), ...callbacks });
}
