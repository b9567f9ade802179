import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { TestStack, defaultAssessmentBody, postJson, waitFor } from '@lifewheel/testing';

const live = async (stack: TestStack) => (await fetch(`http://127.0.0.1:${stack.one('assessments').probePort}/health/live`)).status;

// A replica whose every RPC slot holds a handler stuck well past its deadline takes no request any
// more: its liveness probe fails, so Kubernetes restarts it instead of its share of the traffic
// timing out for as long as it lives.
describe('liveness of an RPC consumer whose handlers are all stuck', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['gateway', 'assessments'],
      env: { RPC_DEADLINE_MS: '1000', RATE_LIMIT_WRITES_PER_MINUTE: '100000' },
      envFor: { assessments: { RPC_CONCURRENCY: '2' } },
    });
  });
  afterAll(() => stack?.stop());

  it('fails liveness while both slots are stuck, and passes again once they finish', async () => {
    const saved = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody());
    expect(saved.status).toBe(201);
    const token = String(saved.json['token']);
    expect(await live(stack)).toBe(200);

    // Reads wait on this lock and are not bounded by a statement timeout: the handlers ignore their deadline.
    const blocker = new pg.Client({ connectionString: stack.db.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table assessments.assessments in access exclusive mode');
      const reads = await Promise.all([1, 2].map(() => fetch(`${stack.gatewayUrl}/api/assessments/${token}`)));
      expect(reads.map((read) => read.status)).toEqual([503, 503]);
      await waitFor(async () => (await live(stack)) === 503, { what: 'liveness to fail', timeoutMs: 30_000 });
      const answer = (await (await fetch(`http://127.0.0.1:${stack.one('assessments').probePort}/health/live`)).json()) as Record<string, unknown>;
      expect(answer).toEqual({ status: 'down' });
    } finally {
      await blocker.query('commit');
      await blocker.end();
    }
    await waitFor(async () => (await live(stack)) === 200, { what: 'liveness to pass again' });
  });
});
