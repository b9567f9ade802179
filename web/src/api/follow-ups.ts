import type { CreateFollowUpRequest, FollowUpResult } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

export const SEND_TIMEOUT_MS = 15_000;

/** `POST /api/follow-ups`: the same key for a retry of the same answers, so they are stored once. */
export function sendFollowUp(body: CreateFollowUpRequest, idempotencyKey: string): Promise<FollowUpResult> {
  return apiRequest('POST', '/api/follow-ups', body, { 'Idempotency-Key': idempotencyKey }, AbortSignal.timeout(SEND_TIMEOUT_MS));
}
