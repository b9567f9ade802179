import { LOGIN_TOKEN_PATTERN } from '@lifewheel/contracts';

/**
 * The token from the emailed link: `#token=...` (a fragment never reaches any server or log), or
 * `?token=...` for mail apps that rewrite links. Undefined when missing or malformed.
 */
export function loginLinkToken(hash: string, search: string): string | undefined {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const token = new URLSearchParams(part).get('token');
    if (token && LOGIN_TOKEN_PATTERN.test(token)) return token;
  }
  return undefined;
}
