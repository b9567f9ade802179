import { describe, expect, it } from 'vitest';
import { ErrorCode, FOLLOW_UP_MESSAGES as M, type ErrorBody } from '@lifewheel/contracts';
import { HttpError } from '../../api/http.js';
import { describeSendFailure, messageTextKey, sortIssues } from './follow-up-errors.js';

const answer = (status: number, body: Partial<ErrorBody>) => new HttpError(status, JSON.stringify(body), 'status text');
const invalid = (...errors: { field: string; messageKey: string }[]) =>
  answer(400, {
    statusCode: 400,
    code: ErrorCode.ValidationFailed,
    error: 'Bad Request',
    message: 'English for API readers',
    details: { errors: errors.map((error) => ({ ...error, message: 'English' })) },
  });

describe('follow-up errors', () => {
  it('translates a contract rule by its key, and any other rule generically', () => {
    expect(messageTextKey('consentRequired')).toBe('followUps.messages.consentRequired');
    expect(messageTextKey('invalid')).toBe('followUps.errors.fieldInvalid');
    expect(messageTextKey('toString')).toBe('followUps.errors.fieldInvalid');
  });

  it('keeps the first problem of each field and sets aside those of fields the form does not have', () => {
    expect(
      sortIssues(
        [
          { field: 'email', messageKey: 'emailInvalid' },
          { field: 'email', messageKey: 'emailRequired' },
          { field: 'language', messageKey: 'languageUnknown' },
        ],
        ['email', 'consent'],
      ),
    ).toEqual({ fieldErrors: { email: 'followUps.messages.emailInvalid' }, otherErrors: ['followUps.messages.languageUnknown'] });
  });

  it("shows the server's field errors next to the fields by their keys, whatever the English says", () => {
    expect(describeSendFailure(invalid({ field: 'consent', messageKey: 'consentRequired' }), ['email', 'consent'])).toEqual({
      fieldErrors: { consent: 'followUps.messages.consentRequired' },
    });
  });

  it('tells in a toast what no field can show', () => {
    expect(describeSendFailure(answer(404, { code: ErrorCode.NotFound, message: M.resultsLinkNotFound }), ['question'])).toEqual({
      fieldErrors: {},
      toast: 'followUps.messages.resultsLinkNotFound',
    });
    expect(describeSendFailure(invalid({ field: 'kind', messageKey: 'kindUnknown' }), ['question'])).toEqual({
      fieldErrors: {},
      toast: 'followUps.messages.kindUnknown',
    });
    expect(describeSendFailure(answer(429, { code: ErrorCode.RateLimited }), ['question']).toast).toBe('followUps.errors.rateLimited');
    expect(describeSendFailure(answer(503, { code: ErrorCode.ServiceUnavailable }), ['question']).toast).toBe('followUps.errors.server');
    expect(describeSendFailure(answer(404, { code: ErrorCode.EndpointNotFound }), ['question']).toast).toBe('followUps.errors.server');
    expect(describeSendFailure(new HttpError(502, '<html>Bad gateway</html>', 'Bad Gateway'), ['question']).toast).toBe('followUps.errors.server');
  });

  it('treats a send that never got an answer (offline, timeout) as a connection problem', () => {
    expect(describeSendFailure(new TypeError('Failed to fetch'), ['question'])).toEqual({ fieldErrors: {}, toast: 'followUps.errors.network' });
    expect(describeSendFailure(new DOMException('The operation timed out.', 'TimeoutError'), ['question']).toast).toBe('followUps.errors.network');
  });
});
