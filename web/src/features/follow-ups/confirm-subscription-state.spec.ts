import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http.js';
import { confirmPageState } from './confirm-subscription-state.js';

const TOKEN = 'T'.repeat(43);
const idle = { isPending: false, isSuccess: false, error: null };
const refused = (status: number, code: string) => ({ ...idle, error: new HttpError(status, JSON.stringify({ statusCode: status, code, message: 'm' }), '') });

describe('the mailing-list confirm page state', () => {
  it('offers the button for a whole token, and says so when a link is cut short, before asking the server', () => {
    expect(confirmPageState(TOKEN, idle)).toBe('ready');
    expect(confirmPageState('abc', idle)).toBe('invalid');
    expect(confirmPageState(`${TOKEN}x`, idle)).toBe('invalid');
  });

  it('follows the request', () => {
    expect(confirmPageState(TOKEN, { ...idle, isPending: true })).toBe('working');
    expect(confirmPageState(TOKEN, { ...idle, isSuccess: true })).toBe('done');
  });

  it.each([
    [409, 'LINK_USED', 'used'],
    [410, 'LINK_EXPIRED', 'expired'],
    [404, 'NOT_FOUND', 'invalid'],
    [400, 'VALIDATION_FAILED', 'invalid'],
    [503, 'SERVICE_UNAVAILABLE', 'failed'],
    [429, 'RATE_LIMITED', 'failed'],
  ])('reads a %i %s answer as %s', (status, code, state) => {
    expect(confirmPageState(TOKEN, refused(status, code))).toBe(state);
  });

  it('treats a network failure as something to try again', () => {
    expect(confirmPageState(TOKEN, { ...idle, error: new TypeError('Failed to fetch') })).toBe('failed');
  });
});
