import type { CreateAssessmentRequest, CreateAssessmentResult } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

export function saveAssessment(body: CreateAssessmentRequest, idempotencyKey: string): Promise<CreateAssessmentResult> {
  return apiRequest('POST', '/api/assessments', body, { 'Idempotency-Key': idempotencyKey });
}
