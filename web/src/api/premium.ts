import type { PremiumAssessmentList } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

export function fetchPremiumAssessments(signal?: AbortSignal): Promise<PremiumAssessmentList> {
  return apiRequest('GET', '/api/premium/assessments', undefined, {}, signal);
}
