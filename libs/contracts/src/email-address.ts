import { z } from 'zod';
import type { KeyedRule } from './keyed-message.js';

/** RFC 5321's limit on a forward path; longer addresses cannot receive mail. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one form in which an email address is stored and compared, so `Ana@Example.com ` and
 * `ana@example.com` are the same person everywhere (mailing list, login, ADMIN_EMAILS, Stripe).
 * Local parts are case-sensitive in theory only; no mailbox provider treats them so.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailShape = z.email().max(EMAIL_MAX_LENGTH);

/** Whether an address, once normalised, is one we can send to. */
export function isValidEmail(email: string): boolean {
  return emailShape.safeParse(normalizeEmail(email)).success;
}

/**
 * A zod field that normalises first and then validates, with the product's own message: a text,
 * or a keyed rule (`keyedRules`) so error bodies name it by key.
 */
export const normalizedEmailSchema = (rule: string | KeyedRule) => z.string(rule).transform(normalizeEmail).pipe(z.email(rule).max(EMAIL_MAX_LENGTH, rule));

/**
 * How a login page names the address without showing it whole ("a...@example.com"), so a link
 * forwarded to the wrong person tells them little.
 */
export function maskEmail(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return '...';
  return `${normalized[0]}...${normalized.slice(at)}`;
}
