import type { KeyObject } from 'node:crypto';

/** What identity's providers need from its configuration, parsed once at start. */
export interface IdentityOptions {
  publicUrl: string;
  adminEmails: ReadonlySet<string>;
  principalKey: KeyObject;
  jobSecretKey: Buffer;
  /** SESSION_MAX_AGE_DAYS: the absolute end of a session, counted from its login. */
  sessionMaxAgeDays: number;
}

export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');
