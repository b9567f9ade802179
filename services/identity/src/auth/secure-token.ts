import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) in base64url: 43 characters, safe in URLs and cookies. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a database dump does not hand out working links or sessions. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
