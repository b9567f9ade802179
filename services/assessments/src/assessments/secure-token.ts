import { createHash, randomBytes } from 'node:crypto';

/** URL-safe random token; 24 bytes = 192 bits, well past guessing. */
export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
