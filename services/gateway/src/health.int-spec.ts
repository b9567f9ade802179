import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { SERVICE_NAMES, type DebugHealth, type HealthReport } from '@lifewheel/contracts';
import { requestStreamKey } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, defaultAssessmentBody, postJson, signedInAccount, waitFor } from '@lifewheel/testing';

const ADMIN_EMAIL = 'health-admin@example.test';

const health = async (url: string) => {
  const response = await fetch(`${url}/api/health`);
  const text = await response.text();
  return { status: response.status, text, report: JSON.parse(text) as HealthReport };
};

describe('GET /api/health with all six processes', () => {
  let stack: TestStack;
  let redis: Redis;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: [...SERVICE_NAMES], envFor: { identity: { ADMIN_EMAILS: ADMIN_EMAIL } } });
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  /**
   * Every request ever put on the assessments service's stream (answered ones are deleted, so
   * XINFO's counter, not the length); in this test only health probes go there.
   */
  const assessmentsRequests = async () => {
    const info = (await redis.call('XINFO', 'STREAM', requestStreamKey(stack.redisPrefix, 'assessments'))) as unknown[];
    return Number(info[info.indexOf('entries-added') + 1]);
  };

  it('tells a stranger the overall status and each process up or down, and nothing more', async () => {
    const { status, text, report } = await health(stack.gatewayUrl);
    expect(status).toBe(200);
    expect(Object.keys(report).sort()).toEqual(['checkedAt', 'processes', 'status']);
    expect(report.status).toBe('up');
    expect(Object.keys(report.processes).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const check of Object.values(report.processes)) expect(check).toEqual({ status: 'up' });
    // No versions, latencies or dependency text anywhere in the body.
    expect(text).not.toMatch(/version|latency|error|postgres|redis/i);
  });

  it('answers a crowd of requests from one fan-out to the processes', async () => {
    const before = await assessmentsRequests();
    const answers = await Promise.all(Array.from({ length: 40 }, () => health(stack.gatewayUrl)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // One round (a second if the crowd straddles the cache's end), never one per request.
    expect((await assessmentsRequests()) - before).toBeLessThanOrEqual(2);
    expect(new Set(answers.map((answer) => answer.report.checkedAt)).size).toBeLessThanOrEqual(2);
    // And the cache is short: a later request gets a new round.
    const last = answers[0]!.report.checkedAt;
    await waitFor(async () => (await health(stack.gatewayUrl)).report.checkedAt !== last, { what: 'a fresh health report' });
    expect(await assessmentsRequests()).toBeGreaterThan(before);
  });

  it('keeps versions, latencies and dependency details for admins on /api/admin/debug/health', async () => {
    const admin = await signedInAccount(stack.db, { email: ADMIN_EMAIL });
    const member = await signedInAccount(stack.db);
    const ask = (cookie?: string) => fetch(`${stack.gatewayUrl}/api/admin/debug/health`, { headers: cookie ? { cookie: `lw_session=${cookie}` } : {} });
    expect((await ask()).status).toBe(401);
    expect((await ask(member.cookie)).status).toBe(403);
    const details = (await (await ask(admin.cookie)).json()) as DebugHealth;
    const assessments = details.processes.find((process) => process.process === 'assessments');
    expect(assessments?.replicas[0]).toMatchObject({ status: 'up', version: expect.any(String) });
    expect(details.postgres).toMatchObject({ status: 'up', latencyMs: expect.any(Number) });
    expect(details.redis).toMatchObject({ status: 'up', latencyMs: expect.any(Number) });
  });

  it('turns 503 when the assessments process dies, answers saves with a clear 503 within 5 s, and recovers when it is back', async () => {
    const assessments = stack.one('assessments');
    await assessments.stop('SIGKILL');

    // A report from just before the kill may still be served for a second.
    const down = await waitFor(
      async () => {
        const answer = await health(stack.gatewayUrl);
        return answer.status === 503 && answer;
      },
      { what: 'health to turn 503' },
    );
    expect(down.report.status).toBe('down');
    expect(down.report.processes['assessments']?.status).toBe('down');
    expect(down.report.processes['identity']?.status).toBe('up');

    const started = Date.now();
    const save = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody());
    expect(Date.now() - started).toBeLessThan(5000);
    expect(save.status).toBe(503);
    expect(save.json).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: expect.stringMatching(/assessments service did not answer/),
    });

    await assessments.start();
    await waitFor(async () => (await health(stack.gatewayUrl)).status === 200, { what: 'health to recover' });
    const again = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody());
    expect(again.status).toBe(201);
  });

  it('names each process so an operator can find it', async () => {
    const { execFileSync } = await import('node:child_process');
    for (const process of stack.processes) {
      const title = execFileSync('ps', ['-o', 'args=', '-p', String(process.pid)], { encoding: 'utf8' }).trim();
      expect(title).toBe(`lifewheel-${process.name}`);
    }
  });
});
