import { useMutation } from '@tanstack/react-query';
import { requestLoginLink } from '../api/auth.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

type LoginLinkRequest = Parameters<typeof requestLoginLink>[0];

/** Emails a login link (the server answers the same whatever the address). */
export function useRequestLoginLink(callbacks: MutationCallbacks<{ status: 'sent' }, LoginLinkRequest> = {}) {
  return useMutation({ mutationFn: requestLoginLink, ...callbacks });
}
