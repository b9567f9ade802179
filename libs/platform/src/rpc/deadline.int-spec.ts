import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL, TestStack, defaultAssessmentBody, postJson, waitFor } from '@lifewheel/testing';
import { requestStreamKey } from './rpc-keys.js';

const countAssessments = async (stack: TestStack) =>
  Number((await stack.db.query<{ count: string }>('select count(*) from assessments.assessments'))[0]?.count);

// What the gateway answered 503 must never be committed later, whether the request waited in the
// stream while the service was down or was already inside its transaction when time ran out.
describe('request deadlines', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // Debug logs: the service's 'RPC request handled' line tells when it has finished a request.
    stack = await TestStack.start({ processes: ['gateway', 'assessments'], env: { RPC_DEADLINE_MS: '1500' }, envFor: { assessments: { LOG_LEVEL: 'debug' } } });
  });
  afterAll(() => stack?.stop());

  it('never commits a request whose deadline passed while its service was down', async () => {
    const service = stack.one('assessments');
    await service.stop();
    const started = Date.now();
    const answer = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(), { 'Idempotency-Key': `down-${stack.redisPrefix}` });
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', error: 'Service Unavailable' });
    expect(String(answer.json['message'])).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(5000);

    await service.start();
    // The service reads the waiting request from the stream and must drop it as expired.
    await waitFor(() => service.logs().some((line) => line['msg'] === 'Dropped an RPC request whose deadline had passed'), {
      what: 'the stale request to be dropped',
    });
    expect(await countAssessments(stack)).toBe(0);
  });

  it('rolls back work that was still in its transaction when the deadline passed', async () => {
    // Hold a lock the insert needs, so the request is inside its transaction past its deadline.
    const blocker = new pg.Client({ connectionString: stack.db.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table assessments.assessments in access exclusive mode');
    const pending = postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(1), { 'Idempotency-Key': `slow-${stack.redisPrefix}` });
    const answer = await pending;
    expect(answer.status).toBe(503);
    await blocker.query('commit');
    await blocker.end();
    // Once the service has finished the request (and answered, too late), nothing may have landed.
    const service = stack.one('assessments');
    await waitFor(() => service.logs().some((line) => line['msg'] === 'RPC request handled' && line['pattern'] === 'assessments.create'), {
      what: 'the service to finish the late request',
    });
    expect(await countAssessments(stack)).toBe(0);
    const keys = await stack.db.query('select 1 from assessments.idempotency_keys');
    expect(keys).toHaveLength(0);
  });

  it('stops the handler at the deadline: its statement is cancelled and its entry leaves Redis while the lock is still held', async () => {
    const waitingOnLocks = async () =>
      Number(
        (await stack.db.query<{ count: string }>(`select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0]
          ?.count,
      );
    const redis = new Redis(TEST_REDIS_URL);
    const blocker = new pg.Client({ connectionString: stack.db.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table assessments.assessments in access exclusive mode');
      const answer = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(2), { 'Idempotency-Key': `stopped-${stack.redisPrefix}` });
      expect(answer.status).toBe(503);
      // The lock is still held: only the deadline can have ended the waiting insert.
      await waitFor(async () => (await waitingOnLocks()) === 0, { what: 'the waiting statement to be cancelled at the deadline' });
      expect(
        stack
          .one('assessments')
          .logs()
          .some((line) => line['msg'] === 'Stopped an RPC request at its deadline'),
      ).toBe(true);
      expect(await redis.xlen(requestStreamKey(stack.redisPrefix, 'assessments'))).toBe(0);
    } finally {
      await blocker.query('commit');
      await blocker.end();
      redis.disconnect();
    }
    expect(await countAssessments(stack)).toBe(0);
  });
});
