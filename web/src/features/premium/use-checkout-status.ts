import { useQuery } from '@tanstack/react-query';
import type { CheckoutStatusResult } from '@lifewheel/contracts';
import { HttpError, queryFetcher } from '../../api/http.js';
import { queryKeys } from '../../api/query-keys.js';

const POLL_MS = 1500;

/** The checkout's status, polled while it is pending (the one place this app polls: Stripe confirms asynchronously). */
export function useCheckoutStatus(sessionId: string | null) {
  return useQuery({
    queryKey: queryKeys.checkoutStatus(sessionId ?? ''),
    queryFn: queryFetcher() as (context: { queryKey: readonly unknown[]; signal?: AbortSignal }) => Promise<CheckoutStatusResult | null>,
    enabled: sessionId !== null,
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (data) return data.status === 'pending' ? POLL_MS : false;
      // An unknown checkout stays unknown; a server hiccup is worth another look.
      return error && !(error instanceof HttpError && error.status < 500) ? POLL_MS : false;
    },
    retry: false,
  });
}
