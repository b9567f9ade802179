import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestStack, defaultAssessmentBody, postJson, waitFor } from '@lifewheel/testing';

// Two replicas of the assessments service compete on one stream: every request must be carried
// out exactly once, by one of them, and retries with the same key must not create anything.
describe('RPC with competing consumers', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['gateway', 'assessments'],
      replicas: { assessments: 2 },
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' },
      envFor: { assessments: { LOG_LEVEL: 'debug' } },
    });
  });
  afterAll(() => stack?.stop());

  it('carries out each of 200 saves exactly once, spread over both replicas', async () => {
    const tokens: string[] = [];
    const saves = Array.from({ length: 200 }, (_, index) => index);
    // 20 at a time: enough overlap for both replicas to be busy at once.
    for (let start = 0; start < saves.length; start += 20) {
      const batch = await Promise.all(
        saves
          .slice(start, start + 20)
          .map((index) =>
            postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(index), { 'Idempotency-Key': `save-${index}-${stack.redisPrefix}` }),
          ),
      );
      for (const response of batch) {
        expect(response.status).toBe(201);
        tokens.push(String(response.json['token']));
      }
    }
    expect(new Set(tokens).size).toBe(200);
    const [{ count }] = (await stack.db.query<{ count: string }>('select count(*) from assessments.assessments')) as [{ count: string }];
    expect(Number(count)).toBe(200);

    // A replica logs a request after answering it, so the last lines may still be on their way.
    const handledCounts = () =>
      stack
        .of('assessments')
        .map((replica) => replica.logs().filter((line) => line['msg'] === 'RPC request handled' && line['pattern'] === 'assessments.create').length);
    const handledBy = await waitFor(
      () => {
        const counts = handledCounts();
        return counts.reduce((a, b) => a + b, 0) >= 200 ? counts : undefined;
      },
      { what: 'a log line for every save', timeoutMs: 5_000 },
    );
    expect(handledBy.reduce((a, b) => a + b, 0)).toBe(200);
    for (const count of handledBy) expect(count).toBeGreaterThan(0);
  });

  it('answers a retry with the same key and body with the first token', async () => {
    const body = defaultAssessmentBody(7);
    const key = `retry-${stack.redisPrefix}`;
    const first = await postJson(`${stack.gatewayUrl}/api/assessments`, body, { 'Idempotency-Key': key });
    const again = await postJson(`${stack.gatewayUrl}/api/assessments`, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json['token']).toBe(first.json['token']);
    expect(again.json['creatorSecret']).toBe(first.json['creatorSecret']);
  });

  it('creates one assessment when ten identical requests race with one key', async () => {
    const before = await stack.db.query<{ count: string }>('select count(*) from assessments.assessments');
    const key = `race-${stack.redisPrefix}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(3), { 'Idempotency-Key': key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json['token'])).size).toBe(1);
    const after = await stack.db.query<{ count: string }>('select count(*) from assessments.assessments');
    expect(Number(after[0]?.count) - Number(before[0]?.count)).toBe(1);
  });

  it('refuses the same key with a different body', async () => {
    const key = `reuse-${stack.redisPrefix}`;
    await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(1), { 'Idempotency-Key': key });
    const reused = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(2), { 'Idempotency-Key': key });
    expect(reused.status).toBe(422);
    expect(reused.json['message']).toMatch(/already used for a different request/);
  });
});
