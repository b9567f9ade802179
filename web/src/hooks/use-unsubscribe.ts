import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResult } from '@lifewheel/contracts';
import { unsubscribe } from '../api/mailing-list.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Takes the address behind an unsubscribe link off the mailing list. */
export function useUnsubscribe(token: string, callbacks: MutationCallbacks<UnsubscribeResult> = {}) {
  return useMutation({ mutationFn: () => unsubscribe(token), ...callbacks });
}
