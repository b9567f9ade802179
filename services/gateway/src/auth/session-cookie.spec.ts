import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, cookieIsSecure, serializeSessionCookie, sessionCookieOptions, sessionTokenFromCookies } from './session-cookie.js';

const token = 'A'.repeat(43);
const site = { secure: false, hostname: 'lifewheel.example.com' };
const local = { secure: false, hostname: 'localhost' };

describe('session cookie options', () => {
  const expires = new Date(Date.now() + 30 * 24 * 3600 * 1000);

  it('are httpOnly, SameSite=Lax, site-wide, and Secure outside localhost or over https', () => {
    expect(sessionCookieOptions(site, expires)).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', expires });
    for (const hostname of ['localhost', '127.0.0.1', '::1', 'LOCALHOST']) expect(cookieIsSecure({ secure: false, hostname })).toBe(false);
    expect(cookieIsSecure({ secure: true, hostname: 'localhost' })).toBe(true);
  });

  it('serialise to a header with every attribute, named __Host- when Secure, with no Domain', () => {
    const header = serializeSessionCookie(token, sessionCookieOptions(site, expires));
    expect(header).toMatch(new RegExp(`^__Host-lw_session=${token}; Path=/; Expires=`));
    expect(header).toContain('; HttpOnly; SameSite=Lax; Secure');
    expect(header).not.toMatch(/Domain=/i);
    const maxAge = Number(/Max-Age=(\d+)/.exec(header)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 5);
    const plain = serializeSessionCookie(token, sessionCookieOptions(local, expires));
    expect(plain).toMatch(new RegExp(`^lw_session=${token}; `));
    expect(plain).not.toContain('Secure');
  });

  it('clear with an empty value that has already expired, under the name in use', () => {
    expect(clearedSessionCookie(local)).toMatch(/^lw_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect(clearedSessionCookie(site)).toMatch(/^__Host-lw_session=; Path=\/; .*Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
  });
});

describe('sessionTokenFromCookies', () => {
  it('finds the session among other cookies', () => {
    expect(sessionTokenFromCookies(`theme=dark; lw_session=${token}; x=1`, false)).toBe(token);
    expect(sessionTokenFromCookies(`theme=dark; __Host-lw_session=${token}; x=1`, true)).toBe(token);
  });

  it('reads only the __Host- cookie when Secure, and only the bare one otherwise', () => {
    expect(sessionTokenFromCookies(`lw_session=${token}`, true)).toBeUndefined();
    expect(sessionTokenFromCookies(`__Host-lw_session=${token}`, false)).toBeUndefined();
  });

  it('ignores a missing, malformed or look-alike cookie', () => {
    expect(sessionTokenFromCookies(undefined, false)).toBeUndefined();
    expect(sessionTokenFromCookies('lw_session=short', false)).toBeUndefined();
    expect(sessionTokenFromCookies(`xlw_session=${token}`, false)).toBeUndefined();
    expect(sessionTokenFromCookies(`lw_session=${token}!`, false)).toBeUndefined();
    expect(sessionTokenFromCookies(`__host-lw_session=${token}`, true)).toBeUndefined();
  });
});
