import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lifewheel/contracts';
import { HttpError } from '../../api/http.js';
import { focusProblem } from './focus-problem.js';

const answer = (status: number, body: object) => new HttpError(status, JSON.stringify(body), '');
const onStart = { conflict: 'focusAlreadyActive', notFound: 'domainUnknown' } as const;

describe('focusProblem', () => {
  it('says a field problem by its message key', () => {
    const error = answer(400, { code: ErrorCode.ValidationFailed, details: { errors: [{ field: 'toolIds', message: 'x', messageKey: 'toolsTooMany' }] } });
    expect(focusProblem(error, onStart)).toEqual({ key: 'premiumContent.focus.errors.toolsTooMany', params: { max: 10 }, alreadyActive: false });
  });

  it('reads a 409 on start as the focus already running, and offers the dashboard', () => {
    const problem = focusProblem(answer(409, { code: ErrorCode.Conflict, message: 'You already have a focus running' }), onStart);
    expect(problem.key).toBe('premiumContent.focus.errors.focusAlreadyActive');
    expect(problem.alreadyActive).toBe(true);
  });

  it('reads a 409 on a change as the focus having ended, and a 404 by its place', () => {
    const onChange = { conflict: 'focusEnded', notFound: 'stopTokenInvalid' } as const;
    expect(focusProblem(answer(409, { code: ErrorCode.Conflict }), onChange).key).toBe('premiumContent.focus.errors.focusEnded');
    expect(focusProblem(answer(404, { code: ErrorCode.NotFound }), onChange).key).toBe('premiumContent.focus.errors.stopTokenInvalid');
  });

  it('asks a logged-out person to log in, and falls back to a general text for anything else', () => {
    expect(focusProblem(answer(401, { code: ErrorCode.Unauthorized }), onStart).key).toBe('premiumContent.focus.errors.loggedOut');
    expect(focusProblem(new TypeError('Failed to fetch'), onStart).key).toBe('premiumContent.focus.errors.failed');
    expect(focusProblem(new HttpError(502, '<html>', 'Bad Gateway'), onStart).key).toBe('premiumContent.focus.errors.failed');
  });
});
