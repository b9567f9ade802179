import { useMutation } from '@tanstack/react-query';
import type { ConfirmSubscriptionResult } from '@lifewheel/contracts';
import { confirmSubscription } from '../api/mailing-list.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Puts the address behind a confirmation link on the mailing list (double opt-in). */
export function useConfirmSubscription(token: string, language: string, callbacks: MutationCallbacks<ConfirmSubscriptionResult> = {}) {
  return useMutation({ mutationFn: () => confirmSubscription(token, language), ...callbacks });
}
