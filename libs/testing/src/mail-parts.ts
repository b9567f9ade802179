import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A header of a raw message, unfolded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

/** One decoded part of a raw (multipart) message: `text/plain` or `text/html`. */
export function mailPart(raw: string, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mailHeader(raw, 'Content-Type') ?? '')?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((candidate) => new RegExp(`^content-type:\\s*${type.replace('/', '\\/')}`, 'im').test(candidate.split(/\r?\n\r?\n/)[0] ?? '')) ?? '';
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const content = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding === 'base64') return Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8');
  return content;
}

/** The raw emails the worker has written to `dir` (MAIL_DIR, e.g. `testMailDir(prefix)`) so far; none while it does not exist. */
export function mailsInDir(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(join(dir, file), 'utf8'));
  } catch {
    return [];
  }
}
