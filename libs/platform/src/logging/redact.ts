// Secrets must never reach a log line or a span: results tokens and login tokens travel in URL
// paths, anything can travel in a query string, and sessions travel in cookies. Redaction here is
// structural (known places), so it never eats ordinary words.
export const REDACTED = '[redacted]';

/** Path segments that follow these prefixes are secrets (results and share tokens, login tokens, email stop links). */
const SECRET_PATH_PREFIXES = [
  '/results/',
  '/shared/',
  '/api/assessments/',
  '/auth/verify/',
  '/login/verify/',
  '/api/auth/verify/',
  '/unsubscribe/',
  '/mailing-list/confirm/',
  '/focus-reminders/stop/',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SECRET_PATH_PATTERNS = SECRET_PATH_PREFIXES.map((prefix) => new RegExp(`(${escapeRegExp(prefix)})[^/?#]+`, 'gi'));

export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  let out = query >= 0 ? `${url.slice(0, query)}?${REDACTED}` : url;
  // In any letter case: a path spelled `/API/auth/verify/...` still carries the secret.
  for (const prefix of SECRET_PATH_PATTERNS) out = out.replace(prefix, (_match, kept: string) => `${kept}${REDACTED}`);
  return out;
}

/** Object keys whose values are secrets wherever they appear (logs of payloads, span attributes). */
export const SECRET_KEYS = [
  'password',
  'token',
  'tokenHash',
  'creatorSecret',
  'secret',
  'principal',
  'cookie',
  'authorization',
  'set-cookie',
  'sessionId',
  'sessionToken',
  'secrets',
  'html',
  'text',
  'link',
];

/** pino `redact` paths: secret keys at the top level and one or two levels down, plus headers. */
export const PINO_REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`, `*.*["${key}"]`]),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];
