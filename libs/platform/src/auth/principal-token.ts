import type { KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { PRINCIPAL_AUDIENCE, PRINCIPAL_ISSUER, PRINCIPAL_TTL_SECONDS, principalSchema, type Principal } from '@lifewheel/contracts';
import { AppException } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-code.js';

const ALGORITHM = 'EdDSA';

/** Identity's side: a principal valid for PRINCIPAL_TTL_SECONDS from `now`. */
export function signPrincipal(principal: Principal, privateKey: KeyObject, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { userId, ...claims } = principalSchema.parse(principal);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(PRINCIPAL_ISSUER)
    .setAudience(PRINCIPAL_AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PRINCIPAL_TTL_SECONDS)
    .sign(privateKey);
}

/** Every other service's side: the signature, issuer, audience, lifetime and shape must all hold. */
export class PrincipalVerifier {
  constructor(private readonly publicKey: KeyObject) {}

  async verify(token: string, now: Date = new Date()): Promise<Principal> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        algorithms: [ALGORITHM],
        issuer: PRINCIPAL_ISSUER,
        audience: PRINCIPAL_AUDIENCE,
        requiredClaims: ['sub', 'iat', 'exp'],
        currentDate: now,
        // A token claiming to live longer than identity ever signs one is not ours.
        maxTokenAge: PRINCIPAL_TTL_SECONDS,
      });
      if (payload.exp! - payload.iat! > PRINCIPAL_TTL_SECONDS) throw new Error('lifetime too long');
      return principalSchema.parse({ ...payload, userId: payload.sub });
    } catch {
      // Why it failed stays here: the caller learns only that it is not logged in.
      throw new AppException(ErrorCode.Unauthorized, 'You are not logged in, or your session has ended. Please log in again.');
    }
  }
}
