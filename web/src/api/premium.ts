import type { PremiumAssessmentList, PremiumTrends } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

/** One page of the history; without a cursor, the newest. */
export function fetchPremiumAssessments(cursor: string | null, signal?: AbortSignal): Promise<PremiumAssessmentList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest('GET', `/api/premium/assessments${query}`, undefined, {}, signal);
}

export function fetchPremiumTrends(signal?: AbortSignal): Promise<PremiumTrends> {
  return apiRequest('GET', '/api/premium/trends', undefined, {}, signal);
}
