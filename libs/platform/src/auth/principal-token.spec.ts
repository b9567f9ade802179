import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { PRINCIPAL_AUDIENCE, PRINCIPAL_ISSUER, type Principal } from '@lifewheel/contracts';
import { AppException } from '../errors/app-exception.js';
import { generatePrincipalKeyPair, principalPrivateKey, principalPublicKey } from './keys.js';
import { PrincipalVerifier, signPrincipal } from './principal-token.js';

const pair = generatePrincipalKeyPair();
const privateKey = principalPrivateKey(pair.privateKey);
const verifier = new PrincipalVerifier(principalPublicKey(pair.publicKey));
const principal: Principal = {
  userId: '0b7f4b1c-55d5-4a8e-9c43-0f3f1f9f6d11',
  sessionId: '5c0c2d1e-7a43-4f57-8d7b-2b0f2f7d9a20',
  email: 'ana@example.com',
  isPremium: true,
  isAdmin: false,
};
const at = (iso: string) => new Date(iso);

async function refused(promise: Promise<unknown>): Promise<AppException> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppException);
  expect((error as AppException).status).toBe(401);
  return error as AppException;
}

describe('signed principal', () => {
  it('round-trips every field', async () => {
    const token = await signPrincipal(principal, privateKey, at('2026-01-01T00:00:00Z'));
    await expect(verifier.verify(token, at('2026-01-01T00:00:30Z'))).resolves.toEqual(principal);
  });

  it('is refused 60 seconds after it was signed', async () => {
    const token = await signPrincipal(principal, privateKey, at('2026-01-01T00:00:00Z'));
    await expect(verifier.verify(token, at('2026-01-01T00:00:59Z'))).resolves.toEqual(principal);
    await refused(verifier.verify(token, at('2026-01-01T00:01:01Z')));
  });

  it('is refused when signed by another key', async () => {
    const other = principalPrivateKey(generatePrincipalKeyPair().privateKey);
    await refused(verifier.verify(await signPrincipal(principal, other)));
  });

  it('is refused when truncated or altered', async () => {
    const token = await signPrincipal(principal, privateKey);
    await refused(verifier.verify(token.slice(0, -5)));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), isAdmin: true })).toString('base64url');
    await refused(verifier.verify(`${header}.${forged}.${signature}`));
    await refused(verifier.verify('not-a-token'));
  });

  it('is refused when it claims a lifetime identity never gives', async () => {
    const now = Math.floor(Date.now() / 1000);
    const long = await new SignJWT({ sessionId: principal.sessionId, email: principal.email, isPremium: true, isAdmin: true })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer(PRINCIPAL_ISSUER)
      .setAudience(PRINCIPAL_AUDIENCE)
      .setSubject(principal.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    await refused(verifier.verify(long));
  });

  it('is refused for another audience', async () => {
    const now = Math.floor(Date.now() / 1000);
    const elsewhere = await new SignJWT({ ...principal })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer(PRINCIPAL_ISSUER)
      .setAudience('someone-else')
      .setSubject(principal.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + 30)
      .sign(privateKey);
    await refused(verifier.verify(elsewhere));
  });

  it('refuses a principal of a session announced as ended, and forgets the announcement once no such principal can still be valid', async () => {
    const own = new PrincipalVerifier(principalPublicKey(pair.publicKey));
    const now = new Date();
    const token = await signPrincipal(principal, privateKey, now);
    const other = await signPrincipal({ ...principal, sessionId: '9d6a4c1e-0f43-4a57-8d7b-2b0f2f7d9a21' }, privateKey, now);
    own.sessionEnded(principal.sessionId, now.getTime());
    await refused(own.verify(token, now));
    await expect(own.verify(other, now)).resolves.toMatchObject({ userId: principal.userId });
    own.sessionEnded('00000000-0000-4000-8000-000000000000', now.getTime() + 71_000);
    // 71 s later the first principal has expired anyway; the entry is gone, not kept forever.
    expect((own as unknown as { endedSessions: Map<string, number> }).endedSessions.has(principal.sessionId)).toBe(false);
  });

  it('key parsing refuses keys of another kind', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(() => principalPrivateKey(rsa.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'))).toThrow(/Ed25519/);
    expect(() => principalPublicKey('bm90IGEga2V5')).toThrow();
  });
});
