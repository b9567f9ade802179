import { useMutation } from '@tanstack/react-query';
import type { CreateFollowUpRequest, FollowUpResult } from '@lifewheel/contracts';
import { sendFollowUp } from '../api/follow-ups.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Sends one "What's Next" form; the same idempotency key on a retry gets the first answer back. */
export function useSendFollowUp(callbacks: MutationCallbacks<FollowUpResult, { request: CreateFollowUpRequest; idempotencyKey: string }> = {}) {
  return useMutation({ mutationFn: ({ request, idempotencyKey }) => sendFollowUp(request, idempotencyKey), ...callbacks });
}
