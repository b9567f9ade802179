import type { AssessmentView, CreateAssessmentRequest, CreateAssessmentResult } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

export const SAVE_TIMEOUT_MS = 15_000;

export function saveAssessment(body: CreateAssessmentRequest, idempotencyKey: string): Promise<CreateAssessmentResult> {
  return apiRequest('POST', '/api/assessments', body, { 'Idempotency-Key': idempotencyKey }, AbortSignal.timeout(SAVE_TIMEOUT_MS));
}

export const assessmentUrl = (token: string) => `/api/assessments/${encodeURIComponent(token)}`;

export function fetchAssessment(token: string, signal?: AbortSignal): Promise<AssessmentView> {
  return apiRequest('GET', assessmentUrl(token), undefined, {}, signal);
}
