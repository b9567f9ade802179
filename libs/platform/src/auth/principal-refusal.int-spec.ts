import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RpcPattern } from '@lifewheel/contracts';
import { TEST_REDIS_URL, TestStack, sessionFor, signedInAccount, waitFor, type SignedInAccount } from '@lifewheel/testing';
import { generatePrincipalKeyPair, principalPrivateKey } from './keys.js';
import { signPrincipal } from './principal-token.js';
import { RemoteError } from '../errors/app-exception.js';
import { quietRpcClient } from '../rpc/quiet-rpc-client.js';
import type { RpcClient } from '../rpc/rpc-client.js';

/** One handler of each service that needs a person (an admin, to pass every access level), asked with no payload. */
const GUARDED_PER_SERVICE = {
  identity: RpcPattern.IdentityAccountExport,
  assessments: RpcPattern.AssessmentsAccountExport,
  billing: RpcPattern.BillingAccountExport,
  observability: RpcPattern.AdminInsightsConfig,
  worker: RpcPattern.IndexNowStatus,
} as const;
const ADMIN = 'admin.principal@example.test';

/**
 * Issue 19: a forged, tampered, expired or replayed principal is refused by every service, sent
 * straight over Redis as an attacker inside the network would, past the gateway.
 */
describe('every service refuses a principal that is not genuine and current', () => {
  let stack: TestStack;
  let rpc: RpcClient;
  let account: SignedInAccount;
  let genuine: string;

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['identity', 'assessments', 'billing', 'observability', 'worker'],
      envFor: { identity: { ADMIN_EMAILS: ADMIN } },
    });
    rpc = quietRpcClient(TEST_REDIS_URL, stack.redisPrefix, 5000);
    account = await signedInAccount(stack.db, { email: ADMIN });
    // Resolved by identity exactly as the gateway does it for a request with the session cookie.
    genuine = (await rpc.send(RpcPattern.IdentitySessionResolve, { sessionToken: account.cookie }, { principal: '' })).principal;
  });
  afterAll(async () => {
    await rpc?.close();
    await stack?.stop();
  });

  /** The status a service answers a principal with: 200 when it takes it. */
  const statusFor = (pattern: (typeof GUARDED_PER_SERVICE)[keyof typeof GUARDED_PER_SERVICE], principal: string) =>
    rpc.forward(pattern, {}, { principal }).then(
      () => 200,
      (error: unknown) => (error instanceof RemoteError ? error.body.statusCode : `not a refusal: ${String(error)}`),
    );

  const forgeries = async (): Promise<[string, string][]> => {
    const claims = { userId: account.userId, sessionId: crypto.randomUUID(), email: ADMIN, isPremium: true, isAdmin: true };
    const stackKey = principalPrivateKey(stack.baseEnv['PRINCIPAL_PRIVATE_KEY']!);
    const [header, payload, signature] = genuine.split('.') as [string, string, string];
    const claimed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return [
      ['signed with another key', await signPrincipal(claims, principalPrivateKey(generatePrincipalKeyPair().privateKey))],
      ['expired (signed 61 s ago with the real key)', await signPrincipal(claims, stackKey, new Date(Date.now() - 61_000))],
      ['a genuine one with its claims changed', `${header}.${encode({ ...claimed, sub: crypto.randomUUID() })}.${signature}`],
      ['a genuine one with its life stretched', `${header}.${encode({ ...claimed, exp: Number(claimed['exp']) + 3600 })}.${signature}`],
      ['unsigned (alg none)', `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`],
      ['truncated', genuine.slice(0, -8)],
    ];
  };

  it.each(Object.entries(GUARDED_PER_SERVICE))('%s takes a genuine principal and refuses every forgery with 401', async (_service, pattern) => {
    expect(await statusFor(pattern, genuine)).toBe(200);
    for (const [what, forged] of await forgeries()) expect(await statusFor(pattern, forged), what).toBe(401);
  });

  it('every service refuses a genuine principal replayed after its session ended (logout), within its 60 s life', async () => {
    // Another session of the same admin: its principal is captured while it is live.
    const other = await sessionFor(stack.db, account.userId);
    const captured = (await rpc.send(RpcPattern.IdentitySessionResolve, { sessionToken: other }, { principal: '' })).principal;
    for (const pattern of Object.values(GUARDED_PER_SERVICE)) expect(await statusFor(pattern, captured)).toBe(200);

    await rpc.send(RpcPattern.IdentitySessionEnd, { sessionToken: other }, { principal: '' });
    for (const [service, pattern] of Object.entries(GUARDED_PER_SERVICE)) {
      await waitFor(async () => (await statusFor(pattern, captured)) === 401, { what: `${service} to refuse the replayed principal`, timeoutMs: 5000 });
    }
    // The person's other session is untouched.
    for (const pattern of Object.values(GUARDED_PER_SERVICE)) expect(await statusFor(pattern, genuine)).toBe(200);
  });

  // Last: it deletes the account the other tests use.
  it('every service refuses the principals of a deleted account at once, not when they expire', async () => {
    expect(await statusFor(GUARDED_PER_SERVICE.identity, genuine)).toBe(200);
    await rpc.send(RpcPattern.IdentityAccountDelete, { confirm: ADMIN }, { principal: genuine });
    for (const [service, pattern] of Object.entries(GUARDED_PER_SERVICE)) {
      await waitFor(async () => (await statusFor(pattern, genuine)) === 401, { what: `${service} to refuse the deleted account's principal`, timeoutMs: 5000 });
    }
  });
});
