import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** One kind of secret that must never reach a log line or a span attribute. */
interface SecretPattern {
  kind: string;
  pattern: RegExp;
}

/**
 * What must never be written, known from where our secrets are made: login, session, creator,
 * unsubscribe and stop tokens are 32 random bytes in base64url (43 characters); the session cookie
 * is `lw_session` (`__Host-lw_session` over https); the principal is a JWT that names a person;
 * Stripe's keys and client secrets have their documented prefixes.
 */
const SECRET_PATTERNS: readonly SecretPattern[] = [
  // A local part that ends in a dot is not an address: that is maskEmail's `a...@example.com`.
  // Names like `logo@2x.png` are asset files, not addresses (see FILE_LIKE_DOMAIN).
  { kind: 'email address', pattern: /[A-Za-z0-9_%+-](?:[A-Za-z0-9._%+-]*[A-Za-z0-9_%+-])?@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
  { kind: 'session cookie', pattern: /(?:__Host-)?lw_session=[A-Za-z0-9_-]+/g },
  { kind: 'login link token', pattern: /[#?&]token=[A-Za-z0-9_-]{20,}/g },
  {
    kind: 'secret field',
    pattern:
      /"(?:token|sessionToken|previousSessionToken|creatorSecret|unsubscribeToken|stopToken|principal|secret|password|authorization|cookie)"\s*:\s*"[A-Za-z0-9_.=+/-]{20,}"/gi,
  },
  { kind: 'signed principal (JWT)', pattern: /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/g },
  { kind: 'bearer credential', pattern: /Bearer\s+[A-Za-z0-9._~+/-]{20,}/g },
  { kind: 'Stripe secret key', pattern: /\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9]{8,}/g },
  { kind: 'Stripe webhook secret', pattern: /\bwhsec_[A-Za-z0-9]{8,}/g },
  { kind: 'Stripe client secret', pattern: /_secret_[A-Za-z0-9]{8,}/g },
];

/** `name@2x.png`, `icon@3x.webp`: the part after @ is a file name, not a mail domain. */
const FILE_LIKE_DOMAIN = /@[^@]*\.(?:png|jpe?g|gif|svg|webp|avif|ico|js|mjs|cjs|css|map|json|woff2?|ttf|html?|txt|ts|tsx)$/i;

export interface SecretFinding {
  kind: string;
  /** The line with every secret in it replaced, so the report itself leaks nothing. */
  excerpt: string;
}

/** Every secret in one line, each reported with the line around it redacted. */
export function findSecrets(line: string): SecretFinding[] {
  const matches: { kind: string; start: number; end: number }[] = [];
  for (const { kind, pattern } of SECRET_PATTERNS) {
    for (const match of line.matchAll(pattern)) {
      if (kind === 'email address' && FILE_LIKE_DOMAIN.test(match[0])) continue;
      matches.push({ kind, start: match.index, end: match.index + match[0].length });
    }
  }
  if (matches.length === 0) return [];
  const redacted = redact(line, matches);
  return matches.map(({ kind, start }) => ({ kind, excerpt: excerptAround(redacted.text, redacted.positionOf(start)) }));
}

function redact(line: string, matches: { kind: string; start: number; end: number }[]): { text: string; positionOf(original: number): number } {
  const ordered = [...matches].sort((a, b) => a.start - b.start);
  let text = '';
  let at = 0;
  const shifts: { from: number; to: number }[] = [];
  for (const { kind, start, end } of ordered) {
    if (start < at) continue; // overlaps one already redacted
    text += line.slice(at, start);
    shifts.push({ from: start, to: text.length });
    text += `[${kind.toUpperCase()}]`;
    at = end;
  }
  text += line.slice(at);
  return { text, positionOf: (original) => shifts.find((shift) => shift.from >= original)?.to ?? 0 };
}

function excerptAround(text: string, position: number): string {
  const start = Math.max(0, position - 120);
  const end = Math.min(text.length, position + 160);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

export interface FileFinding extends SecretFinding {
  file: string;
  lineNumber: number;
}

/** Every finding in every file under `dir` (a TestStack capture folder). */
export async function scanCapturedOutput(dir: string): Promise<{ files: number; lines: number; findings: FileFinding[] }> {
  // No folder at all: no stack wrote anything (the caller says so).
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const findings: FileFinding[] = [];
  let files = 0;
  let lines = 0;
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files += 1;
    const text = await readFile(path, 'utf8');
    text.split('\n').forEach((line, index) => {
      lines += 1;
      for (const finding of findSecrets(line)) findings.push({ ...finding, file: relative(dir, path), lineNumber: index + 1 });
    });
  }
  return { files, lines, findings };
}
