import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_MESSAGES as M } from '@lifewheel/contracts';
import { HttpError } from '../../api/http.js';
import { describeSendFailure, messageKey, sortIssues } from './follow-up-errors.js';

const answer = (status: number, body: unknown) => new HttpError(status, JSON.stringify(body), 'status text');

describe('follow-up errors', () => {
  it('translates a contract message by its key, and anything else generically', () => {
    expect(messageKey(M.consentRequired)).toBe('followUps.messages.consentRequired');
    expect(messageKey('Invalid input')).toBe('followUps.errors.fieldInvalid');
  });

  it('keeps the first problem of each field and sets aside those of fields the form does not have', () => {
    expect(
      sortIssues(
        [
          { field: 'email', message: M.emailInvalid },
          { field: 'email', message: M.emailRequired },
          { field: 'language', message: M.languageUnknown },
        ],
        ['email', 'consent'],
      ),
    ).toEqual({ fieldErrors: { email: 'followUps.messages.emailInvalid' }, otherErrors: ['followUps.messages.languageUnknown'] });
  });

  it('shows the server\'s field errors next to the fields, with no toast', () => {
    const error = answer(400, { statusCode: 400, message: `consent: ${M.consentRequired}`, details: { errors: [{ field: 'consent', message: M.consentRequired }] } });
    expect(describeSendFailure(error, ['email', 'consent'])).toEqual({ fieldErrors: { consent: 'followUps.messages.consentRequired' } });
  });

  it('tells in a toast what no field can show', () => {
    expect(describeSendFailure(answer(404, { statusCode: 404, message: M.resultsLinkNotFound }), ['question'])).toEqual({ fieldErrors: {}, toast: 'followUps.messages.resultsLinkNotFound' });
    expect(describeSendFailure(answer(400, { details: { errors: [{ field: 'kind', message: M.kindUnknown }] } }), ['question'])).toEqual({ fieldErrors: {}, toast: 'followUps.messages.kindUnknown' });
    expect(describeSendFailure(answer(429, { message: 'Too many requests from your network. Please wait 12 seconds and try again.' }), ['question']).toast).toBe('followUps.errors.rateLimited');
    expect(describeSendFailure(answer(503, { message: 'The service took too long to answer. Please try again.' }), ['question']).toast).toBe('followUps.errors.server');
    expect(describeSendFailure(new HttpError(502, '<html>Bad gateway</html>', 'Bad Gateway'), ['question']).toast).toBe('followUps.errors.server');
  });

  it('treats a send that never got an answer (offline, timeout) as a connection problem', () => {
    expect(describeSendFailure(new TypeError('Failed to fetch'), ['question'])).toEqual({ fieldErrors: {}, toast: 'followUps.errors.network' });
    expect(describeSendFailure(new DOMException('The operation timed out.', 'TimeoutError'), ['question']).toast).toBe('followUps.errors.network');
  });
});
