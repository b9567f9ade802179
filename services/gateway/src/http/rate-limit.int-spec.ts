import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestStack, defaultAssessmentBody, postJson } from '@lifewheel/testing';

describe('rate limits shared by gateway replicas', () => {
  let stack: TestStack;
  let gateways: string[];

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['gateway', 'assessments'],
      replicas: { gateway: 2 },
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '6', RATE_LIMIT_EVENTS_PER_MINUTE: '9', TRUST_PROXY_HOPS: '1' },
    });
    gateways = stack.of('gateway').map((gateway) => `http://127.0.0.1:${gateway.probePort}`);
  });
  afterAll(() => stack?.stop());

  it('counts one client across both replicas and answers a readable 429', async () => {
    const client = { 'X-Forwarded-For': '203.0.113.7' };
    const statuses: number[] = [];
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 6; i += 1) {
      const saved = await postJson(`${gateways[i % 2]}/api/assessments`, defaultAssessmentBody(i), client);
      statuses.push(saved.status);
      remaining.push(saved.headers.get('ratelimit-remaining'));
    }
    expect(statuses).toEqual(Array(6).fill(201));
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);
    const savedBefore = await stack.db.query<{ count: string }>('select count(*) from assessments.assessments');
    const limited = await postJson(`${gateways[0]}/api/assessments`, defaultAssessmentBody(), client);
    expect(limited.status).toBe(429);
    // Refused as it was counted: the request never reached the service.
    expect(await stack.db.query<{ count: string }>('select count(*) from assessments.assessments')).toEqual(savedBefore);
    expect(limited.json['message']).toMatch(/Too many requests from your network\. Please wait \d+ seconds/);
    expect(limited.json['code']).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await postJson(`${gateways[1]}/api/assessments`, defaultAssessmentBody(), { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(201);
  });

  it('trusts only the configured number of proxy hops', async () => {
    // One trusted hop: the address the proxy appended is the client; what the client itself
    // claimed further left is ignored, so spoofing a fresh address does not reset the count.
    const spoofing = (i: number) => ({ 'X-Forwarded-For': `10.0.0.${i}, 192.0.2.55` });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await postJson(`${gateways[i % 2]}/api/assessments`, defaultAssessmentBody(i), spoofing(i))).status);
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(201));
    expect(statuses[6]).toBe(429);
  });

  it('cannot be dodged with X-Forwarded-For when no proxy is trusted (TRUST_PROXY_HOPS=0)', async () => {
    const direct = await stack.add('gateway', { TRUST_PROXY_HOPS: '0' });
    const url = `http://127.0.0.1:${direct.probePort}/api/assessments`;
    // A fresh made-up address on every request, in every position a proxy chain could put it.
    const spoofing = (i: number) => ({ 'X-Forwarded-For': i % 2 ? `198.18.1.${i}` : `198.18.2.${i}, 198.18.3.${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await postJson(url, defaultAssessmentBody(i), spoofing(i))).status);
    expect(statuses).toEqual([...Array(6).fill(201), 429]);
  });

  it('gives the browser’s journey events their own, larger allowance, apart from the other writes', async () => {
    const client = { 'X-Forwarded-For': '203.0.113.80' };
    const journey = (i: number) => ({ sessionId: 'session-rate-limit', journeyType: 'assessment', step: `step-${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await postJson(`${gateways[i % 2]}/api/observability/journeys`, journey(i), client)).status);
    expect(statuses).toEqual([...Array(9).fill(202), 429]);
    // The events used none of the client's allowance for other writes, nor for error reports.
    expect((await postJson(`${gateways[0]}/api/assessments`, defaultAssessmentBody(), client)).status).toBe(201);
    expect((await postJson(`${gateways[1]}/api/observability/errors`, { source: 'rate-limit-test', message: 'one report' }, client)).status).toBe(202);
  });
});
