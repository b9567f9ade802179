import { SESSION_COOKIE, SESSION_TOKEN_PATTERN } from '@lifewheel/contracts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The session token from a Cookie header, if it has one of the right shape. */
export function sessionTokenFromCookies(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (SESSION_TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  expires: Date;
}

/**
 * httpOnly (no script can read it), SameSite=Lax (no cross-site POST carries it), Secure
 * everywhere but on a developer's own machine (browsers drop Secure cookies over plain http).
 */
export function sessionCookieOptions(hostname: string, expires: Date): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: !LOOPBACK_HOSTS.has(hostname.toLowerCase()), path: '/', expires };
}

/** The Set-Cookie value itself, so the rules above are testable as text. */
export function serializeSessionCookie(token: string, options: SessionCookieOptions): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    `Path=${options.path}`,
    `Expires=${options.expires.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((options.expires.getTime() - Date.now()) / 1000))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(hostname: string): string {
  return serializeSessionCookie('', sessionCookieOptions(hostname, new Date(0)));
}
