import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_TOKEN_PATTERN } from '@lifewheel/contracts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** What decides the cookie's form: Express's `req.secure` (TLS, or https said by a trusted proxy) and `req.hostname`. */
export interface CookieRequest {
  secure: boolean;
  hostname: string;
}

/**
 * Secure whenever the request came over https, and everywhere but on a developer's own machine
 * (browsers drop Secure cookies over plain http there). A Secure cookie is named with the
 * `__Host-` prefix; on plain http to loopback it keeps the bare name.
 */
export function cookieIsSecure(req: CookieRequest): boolean {
  return req.secure || !LOOPBACK_HOSTS.has(req.hostname.toLowerCase());
}

export const sessionCookieName = (secure: boolean): string => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/**
 * The session token from a Cookie header, if it has one of the right shape under the name this
 * request's form uses. Over https only the `__Host-` cookie counts: a bare `lw_session` there could
 * have been planted by a sibling subdomain or a plain-http response (session fixation).
 */
export function sessionTokenFromCookies(header: string | undefined, secure: boolean): string | undefined {
  if (!header) return undefined;
  const name = sessionCookieName(secure);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (SESSION_TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

/** The session token this request carries, read as its form says. */
export const sessionTokenOf = (req: CookieRequest & { header(name: string): string | undefined }): string | undefined =>
  sessionTokenFromCookies(req.header('cookie'), cookieIsSecure(req));

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  expires: Date;
}

/**
 * httpOnly (no script can read it), SameSite=Lax (no cross-site POST carries it), site-wide with no
 * Domain (which `__Host-` requires), Secure as `cookieIsSecure` decides.
 */
export function sessionCookieOptions(req: CookieRequest, expires: Date): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: cookieIsSecure(req), path: '/', expires };
}

/** The Set-Cookie value itself, so the rules above are testable as text. */
export function serializeSessionCookie(token: string, options: SessionCookieOptions): string {
  return [
    `${sessionCookieName(options.secure)}=${token}`,
    `Path=${options.path}`,
    `Expires=${options.expires.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((options.expires.getTime() - Date.now()) / 1000))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(req: CookieRequest): string {
  return serializeSessionCookie('', sessionCookieOptions(req, new Date(0)));
}
