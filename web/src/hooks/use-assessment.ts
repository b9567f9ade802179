import { useQuery } from '@tanstack/react-query';
import { fetchAssessment } from '../api/assessments.js';
import { queryKeys } from '../api/query-keys.js';

export function useAssessment(token: string) {
  return useQuery({ queryKey: queryKeys.assessment(token), queryFn: ({ signal }) => fetchAssessment(token, signal) });
}
