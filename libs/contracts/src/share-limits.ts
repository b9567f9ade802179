// The limits of sharing results with a coach, apart from the request schemas (share.contract.ts):
// the web app's form reads them, and a module of zod schemas would bring zod into its chunk.

/** The expiries a person can choose, in days; `null` is "no expiry". */
export const SHARE_EXPIRY_DAYS = [7, 30, 90] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];
export const SHARE_NOTE_MAX_LENGTH = 500;
/** Shares one assessment may have at once (revoked and expired ones do not count). */
export const MAX_SHARES_PER_ASSESSMENT = 50;
