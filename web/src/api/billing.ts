import type { CreateCheckoutResult } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

const CHECKOUT_TIMEOUT_MS = 20_000;

/** `POST /api/billing/checkout`: a logged-in buyer's address comes from their session, not from here. */
export function startCheckout(body: { email?: string; language: string }): Promise<CreateCheckoutResult> {
  return apiRequest('POST', '/api/billing/checkout', body, {}, AbortSignal.timeout(CHECKOUT_TIMEOUT_MS));
}
