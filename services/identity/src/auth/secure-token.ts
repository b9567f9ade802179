import { randomToken as randomTokenOf, sha256Hex } from '@lifewheel/platform';

/** Login links and sessions: 32 random bytes (256 bits) in base64url, 43 characters. */
export const randomToken = (): string => randomTokenOf(32);

/** Only this is stored: a database dump does not hand out working links or sessions. */
export const tokenHash = sha256Hex;
