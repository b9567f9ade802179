import type { UnsubscribeResult } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

export const UNSUBSCRIBE_TIMEOUT_MS = 15_000;

/** `POST /api/mailing-list/unsubscribe`: the same answer for a token that is not on the list, on purpose. */
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return apiRequest('POST', '/api/mailing-list/unsubscribe', { token }, {}, AbortSignal.timeout(UNSUBSCRIBE_TIMEOUT_MS));
}
