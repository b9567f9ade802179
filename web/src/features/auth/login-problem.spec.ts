import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lifewheel/contracts';
import { HttpError } from '../../api/http.js';
import { loginProblemKey } from './login-problem.js';

const answer = (status: number, code: ErrorCode, message: string) =>
  new HttpError(status, JSON.stringify({ statusCode: status, code, error: 'x', message }), 'x');

describe('login problems', () => {
  it('tells the two limits apart by code, whatever the English says', () => {
    expect(loginProblemKey(answer(429, ErrorCode.LoginEmailsLimited, 'Too many from your network'))).toBe('auth.login.tooManyForAddress');
    expect(loginProblemKey(answer(429, ErrorCode.RateLimited, 'this address'))).toBe('auth.login.tooManyForNetwork');
  });

  it('names a refused address, and asks for a retry on anything else', () => {
    expect(loginProblemKey(answer(400, ErrorCode.ValidationFailed, 'email: Enter a valid email address'))).toBe('auth.login.emailInvalid');
    expect(loginProblemKey(answer(503, ErrorCode.ServiceUnavailable, 'later'))).toBe('auth.login.failed');
    expect(loginProblemKey(new HttpError(429, 'Too Many Requests', 'Too Many Requests'))).toBe('auth.login.failed');
    expect(loginProblemKey(new TypeError('Failed to fetch'))).toBe('auth.login.failed');
  });
});
