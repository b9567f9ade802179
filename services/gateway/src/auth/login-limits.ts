import { createHash } from 'node:crypto';
import { ErrorCode } from '@lifewheel/platform';
import type { RateLimitRule } from '../http/rate-limiter.js';

const HOUR_MS = 3_600_000;

/**
 * A mailbox is not flooded, and a classroom behind one address still gets in (issue 5 point 8);
 * and a stranger cannot keep a person from logging in (issue 24): the per-address limit is counted
 * per client network (IPv4 address, IPv6 /64), so a stranger's requests use up only their own
 * network's share, under a higher cap per address across all networks.
 */
export const LOGIN_EMAILS_PER_ADDRESS_AND_NETWORK: RateLimitRule = { bucket: 'login-email', limit: 5, windowMs: HOUR_MS, code: ErrorCode.LoginEmailsLimited };
export const LOGIN_EMAILS_PER_ADDRESS: RateLimitRule = { bucket: 'login-email-all', limit: 20, windowMs: HOUR_MS, code: ErrorCode.LoginEmailsLimited };
export const LOGIN_EMAILS_PER_NETWORK: RateLimitRule = { bucket: 'login-network', limit: 60, windowMs: HOUR_MS };

/** The counter's key part for an address: a hash, so no email address sits in Redis. */
export const addressKey = (normalizedEmail: string): string => createHash('sha256').update(normalizedEmail).digest('base64url');

/** The counter's key part for an address asked for from one client network. */
export const addressFromNetworkKey = (normalizedEmail: string, network: string): string =>
  createHash('sha256').update(`${normalizedEmail}\n${network}`).digest('base64url');

/** "about 12 minutes" for a person, from Retry-After seconds. */
export function waitInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
