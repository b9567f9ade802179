import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_HISTORY_PAGE_SIZE, RpcPattern, type Principal } from '@lifewheel/contracts';
import { RemoteError, generatePrincipalKeyPair, principalPrivateKey, quietRpcClient, signPrincipal, type RpcClient } from '@lifewheel/platform';
import { DEFAULT_DOMAINS, DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
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
    rpc = quietRpcClient(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await rpc?.close();
    await stack?.stop();
  });

  const sign = (principal: Principal) => signPrincipal(principal, principalPrivateKey(stack.baseEnv['PRINCIPAL_PRIVATE_KEY']!));
  const list = async (principal?: Principal, cursor?: string) =>
    rpc.send(RpcPattern.PremiumAssessmentsList, cursor ? { cursor } : {}, principal ? { principal: await sign(principal) } : {});
  const trends = async (principal?: Principal) => rpc.send(RpcPattern.PremiumAssessmentsTrends, {}, principal ? { principal: await sign(principal) } : {});
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

    const { assessments, nextCursor } = await list(premium);
    expect(nextCursor).toBeNull();
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
    expect(await failureOf(trends(free))).toBe(403);
    expect(await failureOf(trends())).toBe(401);
    // A token signed by anyone but identity is nobody.
    const forged = await signPrincipal(person(true), principalPrivateKey(generatePrincipalKeyPair().privateKey));
    expect(await failureOf(rpc.send(RpcPattern.PremiumAssessmentsList, {}, { principal: forged }))).toBe(401);
  });

  it('answers a visitor 401 through the gateway (GET /api/premium/assessments and /api/premium/trends)', async () => {
    for (const path of ['/api/premium/assessments', '/api/premium/assessments?cursor=x', '/api/premium/trends']) {
      const response = await fetch(`${stack.gatewayUrl}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', requestId: expect.any(String) });
    }
  });

  it('shows a new premium user an empty history and trends without points', async () => {
    expect(await list(person(true))).toEqual({ assessments: [], nextCursor: null });
    const empty = await trends(person(true));
    expect(empty.checkIns).toBe(0);
    expect(empty.domains.map((trend) => [trend.domain, trend.points, trend.stuck])).toEqual(DEFAULT_DOMAIN_IDS.map((domain) => [domain, [], false]));
  });

  it('pages through 45 assessments once each, newest first, unmoved by a save made while paging', async () => {
    const premium = person(true);
    const other = person(true);
    const start = Date.parse('2025-01-01T00:00:00Z');
    const tokens: string[] = [];
    // Four share one date across the end of the first page, so only the id can tell the cursor where it stopped.
    for (let index = 0; index < 45; index += 1) {
      const day = index >= 23 && index <= 26 ? 23 : index;
      tokens.push(await saved(premium, uniformBody((index % 9) + 1), new Date(start + day * 86_400_000)));
    }
    await saved(other, uniformBody(5), new Date(start + 10 * 86_400_000));

    const seen: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(premium, cursor);
      pageSizes.push(page.assessments.length);
      seen.push(...page.assessments.map((entry) => entry.token));
      if (!cursor) await saved(premium, uniformBody(2), new Date(start + 100 * 86_400_000)); // newer than every page
      cursor = page.nextCursor ?? undefined;
    } while (cursor);

    expect(pageSizes).toEqual([PREMIUM_HISTORY_PAGE_SIZE, PREMIUM_HISTORY_PAGE_SIZE, 5]);
    expect(new Set(seen).size).toBe(45);
    expect([...seen].sort()).toEqual([...tokens].sort());
    // Newest first by day; the four of one day, in id order, straddle the first page's end.
    expect(seen.slice(0, 18)).toEqual(tokens.slice(27).reverse());
    expect([...seen.slice(18, 22)].sort()).toEqual(tokens.slice(23, 27).sort());
    expect(seen.slice(22)).toEqual(tokens.slice(0, 23).reverse());
    // The last entry of a page still has its change since the one on the next page.
    const firstPage = await list(premium);
    expect(firstPage.assessments.at(-1)!.changes).not.toBeNull();
  });

  it('refuses a malformed cursor with a keyed 400', async () => {
    const premium = person(true);
    for (const cursor of ['nonsense', '123.not-a-uuid', `99999999999999999.${randomUUID()}`]) {
      const failure = await list(premium, cursor).then(
        () => null,
        (error: unknown) => (error instanceof RemoteError ? error.body : error),
      );
      expect(failure, cursor).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        details: { errors: [{ field: 'cursor', messageKey: 'cursorInvalid' }] },
      });
    }
  });

  it("draws each default domain's trend from the default wheel's check-ins only, and flags the ones stuck for three", async () => {
    const premium = person(true);
    const other = person(true);
    const scored = (scores: Record<string, number>, fallback: number) => ({
      responses: DEFAULT_DOMAINS.map((domain) => ({ domain: domain.name, current: scores[domain.id] ?? fallback, desired: 10 })),
      language: 'en',
    });
    await saved(premium, scored({ family: 4 }, 3), new Date('2026-01-01T00:00:00Z'));
    await saved(premium, scored({ family: 4 }, 5), new Date('2026-02-01T00:00:00Z'));
    await saved(premium, scored({ family: 4, friends: 6 }, 7), new Date('2026-03-01T00:00:00Z'));
    // A custom wheel sharing a domain name never enters the series.
    await saved(
      premium,
      {
        wheel: {
          name: 'Side wheel',
          domains: [
            { name: 'Family', color: '#a0c882' },
            { name: 'Running', color: '#123456' },
            { name: 'Sleep', color: '#654321' },
          ],
        },
        responses: [
          { domain: 'Family', current: 9, desired: 9 },
          { domain: 'Running', current: 2, desired: 8 },
          { domain: 'Sleep', current: 2, desired: 8 },
        ],
        language: 'en',
      },
      new Date('2026-03-15T00:00:00Z'),
    );
    await saved(other, scored({}, 1), new Date('2026-02-15T00:00:00Z'));

    const { checkIns, domains } = await trends(premium);
    expect(checkIns).toBe(3);
    const family = domains.find((trend) => trend.domain === 'family')!;
    expect(family.points).toEqual([
      { createdAt: '2026-01-01T00:00:00.000Z', current: 4, desired: 10 },
      { createdAt: '2026-02-01T00:00:00.000Z', current: 4, desired: 10 },
      { createdAt: '2026-03-01T00:00:00.000Z', current: 4, desired: 10 },
    ]);
    expect(domains.filter((trend) => trend.stuck).map((trend) => trend.domain)).toEqual(['family']);
    expect(domains.find((trend) => trend.domain === 'friends')!.points.map((point) => point.current)).toEqual([3, 5, 6]);
  });
});
