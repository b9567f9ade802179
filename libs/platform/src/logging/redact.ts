// Secrets must never reach a log line or a span: results tokens and login tokens travel in URL
// paths, anything can travel in a query string, and sessions travel in cookies. Redaction here is
// structural (known places), so it never eats ordinary words.
export const REDACTED = '[redacted]';

/** Path segments that follow these prefixes are secrets (results tokens, login tokens, email stop links). */
const SECRET_PATH_PREFIXES = [
  '/results/',
  '/api/assessments/',
  '/auth/verify/',
  '/login/verify/',
  '/api/auth/verify/',
  '/unsubscribe/',
  '/focus-reminders/stop/',
];

export function redactUrl(url: string): string {
  let out = url;
  const query = out.indexOf('?');
  if (query >= 0) out = `${out.slice(0, query)}?${REDACTED}`;
  for (const prefix of SECRET_PATH_PREFIXES) {
    let from = 0;
    for (;;) {
      const at = out.indexOf(prefix, from);
      if (at < 0) break;
      const start = at + prefix.length;
      let end = start;
      while (end < out.length && !'/?#'.includes(out[end] as string)) end += 1;
      if (end > start) out = `${out.slice(0, start)}${REDACTED}${out.slice(end)}`;
      from = start + REDACTED.length;
    }
  }
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
