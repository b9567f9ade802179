import { createHash } from 'node:crypto';

/** What groups errors (as Sentry does): the type, the message's shape and the top stack frame. */
export interface ErrorShape {
  type: string;
  messageShape: string;
  topFrame: string | null;
  fingerprint: string;
}

const MAX_SHAPE = 500;

// Order matters: quoted values and addresses go before the numbers inside them are touched.
const NORMALISERS: [RegExp, string][] = [
  [/"[^"\n]*"|'[^'\n]*'|`[^`\n]*`|“[^”\n]*”/g, '<value>'],
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s)'"]+/gi, '<url>'],
  [/[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi, '<email>'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>'],
  [/\b0x[0-9a-f]+\b/gi, '<hex>'],
  // Long hexadecimal runs with a digit in them (hashes, object ids, token prefixes).
  [/\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi, '<hex>'],
  // Opaque ids: long tokens mixing letters and digits (Stripe's cs_test_a1B2..., session ids).
  [/\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{16,}\b/gi, '<id>'],
  [/-?\b\d+(?:[.,]\d+)*\b/g, '<n>'],
];

/** The message with the parts that differ from one occurrence to the next replaced by placeholders. */
export function messageShape(message: string): string {
  let shape = message.split('\n')[0] ?? '';
  for (const [pattern, placeholder] of NORMALISERS) shape = shape.replace(pattern, placeholder);
  return shape.replace(/\s+/g, ' ').trim().slice(0, MAX_SHAPE);
}

const TYPE_PREFIX = /^((?:[A-Z][\w$]*\.)*[A-Z][\w$]*(?:Error|Exception)|Error)(?::\s|$)/;

/** The error's type, as the stack's first line (`TypeError: ...`) or the message itself names it. */
export function errorType(message: string, stack?: string | null): string {
  const firstLine = stack?.split('\n')[0]?.trim() ?? '';
  return TYPE_PREFIX.exec(firstLine)?.[1] ?? TYPE_PREFIX.exec(message.trim())?.[1] ?? 'Error';
}

/**
 * The first frame of the stack that is code (V8's `at ...` or Firefox/Safari's `fn@url`), without
 * its line and column (a rebuild moves them) and without the content hash of a bundle's file name
 * or a page's origin (each deployment changes them).
 */
export function topFrame(stack?: string | null): string | null {
  if (!stack) return null;
  for (const raw of stack.split('\n').slice(1)) {
    const line = raw.trim();
    if (!line.startsWith('at ') && !/^[^\s@]*@\S+/.test(line)) continue;
    return line
      .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '')
      .replace(/:\d+(?::\d+)?(?=\)?$)/, '')
      .replace(/-[A-Za-z0-9_]{8,}(?=\.m?js\b)/g, '')
      .replace(/[?#][^\s)]*/g, '')
      .slice(0, 300);
  }
  return null;
}

/** The type, message shape and top frame of an error, and the fingerprint they make. */
export function errorShape(message: string, stack?: string | null): ErrorShape {
  const shape = {
    type: errorType(message, stack),
    messageShape: messageShape(message.replace(TYPE_PREFIX, '')),
    topFrame: topFrame(stack),
  };
  const fingerprint = createHash('sha256')
    .update([shape.type, shape.messageShape, shape.topFrame ?? ''].join('\n'))
    .digest('hex')
    .slice(0, 32);
  return { ...shape, fingerprint };
}
