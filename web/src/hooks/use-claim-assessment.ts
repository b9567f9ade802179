import { useMutation } from '@tanstack/react-query';
import { claimAssessment } from '../api/auth.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Attaches an assessment to the logged-in account, proven by the creator secret this browser kept. */
export function useClaimAssessment(callbacks: MutationCallbacks<{ status: 'claimed' }, { token: string; creatorSecret: string }> = {}) {
  return useMutation({ mutationFn: ({ token, creatorSecret }) => claimAssessment(token, creatorSecret), ...callbacks });
}
