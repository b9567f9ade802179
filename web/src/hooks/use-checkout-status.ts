import { useQuery } from '@tanstack/react-query';
import type { CheckoutStatusResult } from '@lifewheel/contracts';
import { HttpError } from '../api/http.js';
import { queryKeys } from '../api/query-keys.js';

const POLL_MS = 1500;

/** The checkout's status, polled while it is pending (the one place this app polls: Stripe confirms asynchronously). */
export function useCheckoutStatus(sessionId: string | null) {
  return useQuery<CheckoutStatusResult>({
    queryKey: queryKeys.checkoutStatus(sessionId ?? ''),
    enabled: sessionId !== null,
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (data) return data.status === 'pending' ? POLL_MS : false;
      // An unknown checkout stays unknown; a server hiccup is worth another look.
      return error && !(error instanceof HttpError && error.status < 500) ? POLL_MS : false;
    },
  });
}
