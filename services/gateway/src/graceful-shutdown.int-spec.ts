import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { TestStack, defaultAssessmentBody, postJson, waitFor } from '@lifewheel/testing';

describe('graceful shutdown', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'assessments'], env: { RPC_DEADLINE_MS: '8000' } });
  });
  afterAll(() => stack?.stop());

  it('lets a request in flight complete when the gateway and the service get SIGTERM', async () => {
    // Hold the request inside the service's transaction while both processes are told to stop.
    const blocker = new pg.Client({ connectionString: stack.db.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table assessments.assessments in access exclusive mode');
    const answer = postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody());
    await waitFor(
      async () => (await stack.db.query("select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()")).length > 0,
      { what: 'the request to be waiting on the lock' },
    );

    const gatewayExit = stack.one('gateway').stop('SIGTERM');
    const serviceExit = stack.one('assessments').stop('SIGTERM');
    // Both have begun their shutdown (and stopped taking work) before the request may finish.
    await waitFor(
      () =>
        (['gateway', 'assessments'] as const).every((name) =>
          stack
            .one(name)
            .logs()
            .some((line) => line['msg'] === 'Shutting down gracefully'),
        ),
      {
        what: 'both processes to begin shutting down',
      },
    );
    await blocker.query('commit');
    await blocker.end();

    const response = await answer;
    expect(response.status).toBe(201);
    expect(await gatewayExit).toBe(0);
    expect(await serviceExit).toBe(0);
    const rows = await stack.db.query('select token from assessments.assessments');
    expect(rows).toEqual([{ token: response.json['token'] }]);
  });
});
