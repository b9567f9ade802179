import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RpcPattern, type Principal } from '@lifewheel/contracts';
import { RemoteError, RpcClient, createLogger, generatePrincipalKeyPair, principalPrivateKey, signPrincipal } from '@lifewheel/platform';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { TEST_REDIS_URL, TestStack } from '@lifewheel/testing';

const person = (isPremium: boolean): Principal => ({
  userId: randomUUID(),
  sessionId: randomUUID(),
  email: `${randomUUID().slice(0, 8)}@example.com`,
  isPremium,
  isAdmin: false,
});

/** Every default domain at `current`, desired two more (capped). */
const uniformBody = (current: number) => ({
  responses: DEFAULT_DOMAINS.map((domain) => ({ domain: domain.name, current, desired: Math.min(10, current + 2) })),
  language: 'en',
});

describe('premium dashboard list (assessments service through its RPC face, signed principals)', () => {
  let stack: TestStack;
  let rpc: RpcClient;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'assessments'] });
    rpc = new RpcClient({
      redisUrl: TEST_REDIS_URL,
      prefix: stack.redisPrefix,
      logger: createLogger({ service: 'test', version: 'test', level: 'silent' }),
      deadlineMs: 3000,
    });
    rpc.connect();
  });
  afterAll(async () => {
    await rpc?.close();
    await stack?.stop();
  });

  const sign = (principal: Principal) => signPrincipal(principal, principalPrivateKey(stack.baseEnv['PRINCIPAL_PRIVATE_KEY']!));
  const list = async (principal?: Principal) => rpc.send(RpcPattern.PremiumAssessmentsList, {}, principal ? { principal: await sign(principal) } : {});
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: unknown) => (error instanceof RemoteError ? error.body.statusCode : error),
    );

  /** Saves an assessment while `owner` is logged in (their principal travels with it), dated `createdAt`. */
  async function saved(owner: Principal | null, body: object, createdAt: Date): Promise<string> {
    const { token } = await rpc.forward(RpcPattern.AssessmentsCreate, body, owner ? { principal: await sign(owner) } : {});
    // Only the date is set by hand, so the order does not depend on how fast the saves ran.
    await stack.db.query('update assessments.assessments set created_at = $1 where token = $2', [createdAt, token]);
    return token;
  }

  it("lists a premium user's own assessments, newest first, with the change in each domain since the previous one", async () => {
    const premium = person(true);
    const other = person(true);
    const first = await saved(premium, uniformBody(3), new Date('2026-01-10T10:00:00Z'));
    const third = await saved(premium, uniformBody(7), new Date('2026-03-10T10:00:00Z'));
    const second = await saved(premium, uniformBody(4), new Date('2026-02-10T10:00:00Z'));
    const othersOwn = await saved(other, uniformBody(9), new Date('2026-02-20T10:00:00Z'));
    await saved(null, uniformBody(5), new Date('2026-02-25T10:00:00Z'));

    const { assessments, truncated } = await list(premium);
    expect(truncated).toBe(false);
    expect(assessments.map((entry) => [entry.token, entry.createdAt])).toEqual([
      [third, '2026-03-10T10:00:00.000Z'],
      [second, '2026-02-10T10:00:00.000Z'],
      [first, '2026-01-10T10:00:00.000Z'],
    ]);
    const [newest, middle, oldest] = assessments;
    expect(newest!.wheelName).toBe('Life Wheel');
    expect(newest!.results).toHaveLength(12);
    expect(newest!.results[0]).toMatchObject({ domain: DEFAULT_DOMAINS[0]!.name, color: DEFAULT_DOMAINS[0]!.color, current: 7, desired: 9 });
    expect(newest!.changes).toEqual(DEFAULT_DOMAINS.map((domain) => ({ domain: domain.name, current: 3, desired: 3 })));
    expect(middle!.changes).toEqual(DEFAULT_DOMAINS.map((domain) => ({ domain: domain.name, current: 1, desired: 1 })));
    expect(oldest!.changes).toBeNull();

    // The other premium user sees only their own.
    expect((await list(other)).assessments.map((entry) => entry.token)).toEqual([othersOwn]);
  });

  it('refuses a free account (403) and a visitor (401), and a principal it did not sign', async () => {
    const free = person(false);
    await saved(free, uniformBody(5), new Date('2026-01-01T00:00:00Z'));
    expect(await failureOf(list(free))).toBe(403);
    expect(await failureOf(list())).toBe(401);
    // A token signed by anyone but identity is nobody.
    const forged = await signPrincipal(person(true), principalPrivateKey(generatePrincipalKeyPair().privateKey));
    expect(await failureOf(rpc.send(RpcPattern.PremiumAssessmentsList, {}, { principal: forged }))).toBe(401);
  });

  it('answers a visitor 401 through the gateway (GET /api/premium/assessments)', async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/premium/assessments`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', requestId: expect.any(String) });
  });

  it('shows a new premium user an empty list', async () => {
    expect(await list(person(true))).toEqual({ assessments: [], truncated: false });
  });
});
