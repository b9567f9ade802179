import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lifewheel/contracts';
import { HttpError } from '../../api/http.js';
import { checkoutProblemKey } from './checkout-problem.js';

const answer = (status: number, code: ErrorCode) => new HttpError(status, JSON.stringify({ statusCode: status, code, error: 'x', message: 'English' }), 'x');

describe('checkout problems', () => {
  it('explains each answer by its code', () => {
    expect(checkoutProblemKey(answer(400, ErrorCode.ValidationFailed))).toBe('premium.payment.emailInvalid');
    expect(checkoutProblemKey(answer(429, ErrorCode.RateLimited))).toBe('premium.payment.tooMany');
    expect(checkoutProblemKey(answer(403, ErrorCode.OriginRefused))).toBe('premium.payment.failed');
    expect(checkoutProblemKey(new TypeError('Failed to fetch'))).toBe('premium.payment.failed');
  });
});
