import { describe, expect, it } from 'vitest';
import { loginLinkToken } from './login-link-token.js';

const token = 'abcDEF0123456789_-abcDEF0123456789_-abcDEF0';

describe('loginLinkToken', () => {
  it('reads the token from the fragment, or from the query', () => {
    expect(loginLinkToken(`#token=${token}`, '')).toBe(token);
    expect(loginLinkToken('', `?token=${token}`)).toBe(token);
  });

  it('ignores a missing, cut short or altered token', () => {
    expect(loginLinkToken('', '')).toBeUndefined();
    expect(loginLinkToken(`#token=${token.slice(0, 30)}`, '')).toBeUndefined();
    expect(loginLinkToken(`#token=${token}%3Cx`, '')).toBeUndefined();
  });
});
