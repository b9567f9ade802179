import { createHash } from 'node:crypto';
import { ErrorCode } from '@lifewheel/platform';
import type { RateLimitRule } from '../http/rate-limiter.js';

const HOUR_MS = 3_600_000;

/** Issue point 8: a mailbox is not flooded, and a classroom behind one address still gets in. */
export const LOGIN_EMAILS_PER_ADDRESS: RateLimitRule = { bucket: 'login-email', limit: 5, windowMs: HOUR_MS, code: ErrorCode.LoginEmailsLimited };
export const LOGIN_EMAILS_PER_NETWORK: RateLimitRule = { bucket: 'login-network', limit: 60, windowMs: HOUR_MS };

/** The counter's key part for an address: a hash, so no email address sits in Redis. */
export const addressKey = (normalizedEmail: string): string => createHash('sha256').update(normalizedEmail).digest('base64url');

/** "about 12 minutes" for a person, from Retry-After seconds. */
export function waitInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
