import { createHash, randomBytes } from 'node:crypto';

/** URL-safe random token of `bytes` random bytes (24 bytes = 192 bits, well past guessing). */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** The SHA-256 of a secret: what is stored, so a database dump hands out no working link or session. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
