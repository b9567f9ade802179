import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, serializeSessionCookie, sessionCookieOptions, sessionTokenFromCookies } from './session-cookie.js';

const token = 'A'.repeat(43);

describe('session cookie options', () => {
  const expires = new Date(Date.now() + 30 * 24 * 3600 * 1000);

  it('are httpOnly, SameSite=Lax, site-wide, and Secure outside localhost', () => {
    expect(sessionCookieOptions('lifewheel.example.com', expires)).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', expires });
    for (const host of ['localhost', '127.0.0.1', '::1', 'LOCALHOST']) expect(sessionCookieOptions(host, expires).secure).toBe(false);
  });

  it('serialise to a header with every attribute', () => {
    const header = serializeSessionCookie(token, sessionCookieOptions('lifewheel.example.com', expires));
    expect(header).toMatch(new RegExp(`^lw_session=${token}; Path=/; Expires=`));
    expect(header).toContain('; HttpOnly; SameSite=Lax; Secure');
    const maxAge = Number(/Max-Age=(\d+)/.exec(header)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 5);
    expect(serializeSessionCookie(token, sessionCookieOptions('localhost', expires))).not.toContain('Secure');
  });

  it('clear with an empty value that has already expired', () => {
    expect(clearedSessionCookie('localhost')).toMatch(/^lw_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax$/);
  });
});

describe('sessionTokenFromCookies', () => {
  it('finds the session among other cookies', () => {
    expect(sessionTokenFromCookies(`theme=dark; lw_session=${token}; x=1`)).toBe(token);
  });

  it('ignores a missing, malformed or look-alike cookie', () => {
    expect(sessionTokenFromCookies(undefined)).toBeUndefined();
    expect(sessionTokenFromCookies('lw_session=short')).toBeUndefined();
    expect(sessionTokenFromCookies(`xlw_session=${token}`)).toBeUndefined();
    expect(sessionTokenFromCookies(`lw_session=${token}!`)).toBeUndefined();
  });
});
