import { useMutation } from '@tanstack/react-query';
import type { CreateCheckoutResult } from '@lifewheel/contracts';
import { startCheckout } from '../api/billing.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

type CheckoutRequest = Parameters<typeof startCheckout>[0];

/** Opens a Stripe checkout for the premium purchase; the answer holds the URL to go to. */
export function useStartCheckout(callbacks: MutationCallbacks<CreateCheckoutResult, CheckoutRequest> = {}) {
  return useMutation({ mutationFn: startCheckout, ...callbacks });
}
