import { SESSION_TTL_DAYS } from '@lifewheel/contracts';

const DAY_MS = 24 * 3600 * 1000;
const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS;

/** 30 days from `now`, but never past the session's absolute end (its login plus the maximum age). */
export function sessionExpiry(createdAt: Date, now: Date, maxAgeMs: number): Date {
  return new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + maxAgeMs));
}

/**
 * The new expiry of a session used at `now`, or undefined when it stays as it is: renewed at most
 * once a day (a write per request would be wasteful), except for the last step up to its absolute end.
 */
export function renewedExpiry(createdAt: Date, expiresAt: Date, now: Date, maxAgeMs: number): Date | undefined {
  const extended = sessionExpiry(createdAt, now, maxAgeMs);
  const gain = extended.getTime() - expiresAt.getTime();
  if (gain <= 0) return undefined;
  const reachesTheEnd = extended.getTime() === createdAt.getTime() + maxAgeMs;
  return gain >= DAY_MS || reachesTheEnd ? extended : undefined;
}
