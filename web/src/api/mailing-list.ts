import type { ConfirmSubscriptionResult, UnsubscribeResult } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

export const UNSUBSCRIBE_TIMEOUT_MS = 15_000;

/** `POST /api/mailing-list/unsubscribe`: the same answer for a token that is not on the list, on purpose. */
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return apiRequest('POST', '/api/mailing-list/unsubscribe', { token }, {}, AbortSignal.timeout(UNSUBSCRIBE_TIMEOUT_MS));
}

/** `POST /api/mailing-list/confirm`: the confirm page's button (double opt-in); `language` is the page's. */
export function confirmSubscription(token: string, language: string): Promise<ConfirmSubscriptionResult> {
  return apiRequest('POST', '/api/mailing-list/confirm', { token, language }, {}, AbortSignal.timeout(UNSUBSCRIBE_TIMEOUT_MS));
}
