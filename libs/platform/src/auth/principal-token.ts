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

/** How long an ended session is remembered: past the life of any principal signed before it ended, with room for clock skew. */
const ENDED_SESSION_MEMORY_MS = (PRINCIPAL_TTL_SECONDS + 10) * 1000;

/**
 * Every other service's side: the signature, issuer, audience, lifetime and shape must all hold,
 * and the session must not have ended since it was signed (a principal replayed after logout).
 */
export class PrincipalVerifier {
  /** Session id -> when identity announced its end. */
  private readonly endedSessions = new Map<string, number>();

  constructor(private readonly publicKey: KeyObject) {}

  /** Identity announced that this session ended: principals naming it are refused from now on. */
  sessionEnded(sessionId: string, now = Date.now()): void {
    this.endedSessions.set(sessionId, now);
    // Older entries can no longer meet a principal that is still within its lifetime.
    for (const [id, at] of this.endedSessions) if (now - at >= ENDED_SESSION_MEMORY_MS) this.endedSessions.delete(id);
  }

  async verify(token: string, now: Date = new Date()): Promise<Principal> {
    const principal = await this.verifySignedClaims(token, now);
    if (this.endedSessions.has(principal.sessionId)) throw notLoggedIn();
    return principal;
  }

  private async verifySignedClaims(token: string, now: Date): Promise<Principal> {
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
      throw notLoggedIn();
    }
  }
}

const notLoggedIn = () => new AppException(ErrorCode.Unauthorized, 'You are not logged in, or your session has ended. Please log in again.');
