import { useMutation } from '@tanstack/react-query';
import type { CreateAssessmentRequest, CreateAssessmentResult } from '@lifewheel/contracts';
import { saveAssessment } from '../api/assessments.js';
import type { MutationCallbacks } from './mutation-callbacks.js';

/** Saves a finished assessment; the same idempotency key on a retry gets the first answer back. */
export function useSaveAssessment(callbacks: MutationCallbacks<CreateAssessmentResult, { request: CreateAssessmentRequest; idempotencyKey: string }> = {}) {
  return useMutation({ mutationFn: ({ request, idempotencyKey }) => saveAssessment(request, idempotencyKey), ...callbacks });
}
