/** RFC 5321's limit on a forward path; longer addresses cannot receive mail. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one form in which an email address is stored and compared, so `Ana@Example.com ` and
 * `ana@example.com` are the same person everywhere (mailing list, login, admin lists). Local parts
 * are case-sensitive in theory only; no mailbox provider treats them so.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
