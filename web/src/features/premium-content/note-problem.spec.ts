import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http.js';
import { noteProblem } from './note-problem.js';

const answer = (status: number, body: object) => new HttpError(status, JSON.stringify(body), 'x');

describe('noteProblem', () => {
  it('names the rule a note broke, from its messageKey', () => {
    const tooLong = answer(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: 'x',
      details: { errors: [{ field: 'body', message: 'x', messageKey: 'noteTooLong' }] },
    });
    expect(noteProblem(tooLong)).toEqual({ key: 'premiumContent.notes.errors.noteTooLong', params: { max: 5000 } });
    const empty = answer(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: 'x',
      details: { errors: [{ field: 'body', message: 'x', messageKey: 'noteRequired' }] },
    });
    expect(noteProblem(empty).key).toBe('premiumContent.notes.errors.noteRequired');
  });

  it('explains a gone note, a logged-out person and too many changes from the code', () => {
    expect(noteProblem(answer(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'x' })).key).toBe('premiumContent.notes.errors.notFound');
    expect(noteProblem(answer(401, { statusCode: 401, code: 'UNAUTHORIZED', error: 'Unauthorized', message: 'x' })).key).toBe(
      'premiumContent.notes.errors.loggedOut',
    );
    expect(noteProblem(answer(429, { statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests', message: 'x' })).key).toBe(
      'premiumContent.notes.errors.rateLimited',
    );
  });

  it('falls back to a general text when no answer came', () => {
    expect(noteProblem(new TypeError('Failed to fetch')).key).toBe('premiumContent.notes.errors.failed');
  });
});
