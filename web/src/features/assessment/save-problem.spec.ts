import { describe, expect, it } from 'vitest';
import { ErrorCode, type FieldError } from '@lifewheel/contracts';
import { HttpError } from '../../api/http.js';
import { saveProblem } from './save-problem.js';

const answer = (status: number, code: ErrorCode, errors?: FieldError[]) =>
  new HttpError(status, JSON.stringify({ statusCode: status, code, error: 'x', message: 'English', ...(errors ? { details: { errors } } : {}) }), 'x');

describe('assessment save problems', () => {
  it('names a wheel rule the server enforced by its key, with its values', () => {
    const tooLong: FieldError = {
      field: 'wheel.name',
      message: 'Wheel name must be 50 characters or less',
      messageKey: 'wheelNameTooLong',
      params: { max: 50 },
    };
    expect(saveProblem(answer(400, ErrorCode.ValidationFailed, [tooLong]))).toEqual({ key: 'wheel.messages.wheelNameTooLong', params: { max: 50 } });
    expect(
      saveProblem(answer(400, ErrorCode.ValidationFailed, [{ field: 'wheel.domains.0.color', message: 'Invalid color format', messageKey: 'invalidColor' }])),
    ).toEqual({
      key: 'wheel.messages.invalidColor',
    });
  });

  it('asks to wait when rate limited, and for a retry on anything else', () => {
    expect(saveProblem(answer(429, ErrorCode.RateLimited))).toEqual({ key: 'assessment.saveRateLimited' });
    expect(saveProblem(answer(400, ErrorCode.ValidationFailed, [{ field: 'responses', message: 'Please rate Work', messageKey: 'missingDomain' }]))).toEqual({
      key: 'assessment.saveFailed',
    });
    expect(saveProblem(answer(503, ErrorCode.ServiceUnavailable))).toEqual({ key: 'assessment.saveFailed' });
    expect(saveProblem(new TypeError('Failed to fetch'))).toEqual({ key: 'assessment.saveFailed' });
  });
});
