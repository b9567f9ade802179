import { UnrecoverableError } from 'bullmq';

/** Headers the sender sets itself (or nodemailer derives): a job may add headers, never replace these. */
const RESERVED_HEADERS = new Set([
  'from',
  'sender',
  'to',
  'cc',
  'bcc',
  'reply-to',
  'return-path',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'content-language',
]);

/** RFC 5322 field names, kept to letters, digits and dashes: every header we add looks like that. */
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,75}$/;

/**
 * An email's extra headers (List-Unsubscribe and friends), checked before they reach the message:
 * their values hold links from the job's sealed part, and a line break would let one smuggle in
 * headers of its own. A bad header is a bug in the producer or a template, so the job fails at
 * once rather than being retried into the same refusal.
 */
export function extraHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!HEADER_NAME.test(name)) throw new UnrecoverableError(`Email header name "${name.slice(0, 80)}" is not allowed`);
    if (RESERVED_HEADERS.has(name.toLowerCase())) throw new UnrecoverableError(`Email header ${name} is set by the sender and cannot come from a job`);
    if (typeof value !== 'string' || /[\r\n\0]/.test(value)) throw new UnrecoverableError(`Email header ${name} must be one line of text`);
    out[name] = value;
  }
  return out;
}
