import type { Response } from 'express';

/**
 * What a browser may read as "another host" at the start of a path: slashes and backslashes
 * (browsers treat `\` as `/`), the control characters and spaces they strip from URLs (tab, CR, LF),
 * and the same characters percent-encoded, once or several times (`%2F`, `%5C`, `%09`, `%252F`).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what browsers strip
const LEADING_HOST_DODGES = /^(?:[/\\\x00-\x20\x7f]|%(?:25)*(?:2f|5c|[01][0-9a-f]|20|7f))+/i;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS = /[\x00-\x1f\x7f]/g;
/** `https:`, `javascript:`, `data:`: a target with a scheme is refused outright. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const PROBE_ORIGIN = 'http://same-origin.invalid';

/** Decodes a path as often as an attacker may have encoded it (a malformed escape stops the decoding). */
function fullyDecoded(path: string): string {
  let out = path;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(out);
    } catch {
      return out;
    }
    if (next === out) return out;
    out = next;
  }
  return out;
}

/** True when the browser, reading `path` however it was encoded, stays on this site. */
function staysOnThisSite(path: string): boolean {
  const readable = fullyDecoded(path).replace(CONTROL_CHARACTERS, '').replace(/\\/g, '/');
  if (!readable.startsWith('/') || readable.startsWith('//')) return false;
  try {
    return new URL(readable, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The one way a redirect target is made: a path on this site, never another host. Leading
 * slashes, backslashes and control characters (raw or percent-encoded) collapse into one `/`, so
 * `//evil.example/a`, `/\evil.example`, `/%2F%2Fevil.example` and `/\t/evil.example` all become a
 * path here; a target with a scheme, or anything that still reads as another origin, becomes `/`.
 */
export function sameOriginPath(target: string): string {
  if (SCHEME.test(target.replace(CONTROL_CHARACTERS, '').trimStart())) return '/';
  const path = `/${target.replace(LEADING_HOST_DODGES, '')}`;
  return staysOnThisSite(path) ? path : '/';
}

/** Every redirect the gateway answers goes through here (an ESLint rule forbids `res.redirect` elsewhere). */
export function redirectWithinSite(res: Response, status: 301 | 302 | 303 | 307 | 308, target: string): void {
  // eslint-disable-next-line no-restricted-syntax -- the one place that may call it: the target is made safe first
  res.redirect(status, sameOriginPath(target));
}
