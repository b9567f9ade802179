import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_NAMES, type HealthReport } from '@lifewheel/contracts';
import { TestStack, defaultAssessmentBody, postJson, waitFor } from '@lifewheel/testing';

const health = async (url: string) => {
  const response = await fetch(`${url}/api/health`);
  return { status: response.status, report: (await response.json()) as HealthReport };
};

describe('GET /api/health with all six processes', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: [...SERVICE_NAMES] });
  });
  afterAll(() => stack?.stop());

  it('reports every process, PostgreSQL and Redis up with latencies', async () => {
    const { status, report } = await health(stack.gatewayUrl);
    expect(status).toBe(200);
    expect(report.status).toBe('up');
    expect(Object.keys(report.processes).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const check of Object.values(report.processes)) expect(check).toMatchObject({ status: 'up', latencyMs: expect.any(Number) });
    expect(report.postgres).toMatchObject({ status: 'up', latencyMs: expect.any(Number) });
    expect(report.redis).toMatchObject({ status: 'up', latencyMs: expect.any(Number) });
  });

  it('turns 503 when the assessments process dies, answers saves with a clear 503 within 5 s, and recovers when it is back', async () => {
    const assessments = stack.one('assessments');
    await assessments.stop('SIGKILL');

    const down = await health(stack.gatewayUrl);
    expect(down.status).toBe(503);
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
