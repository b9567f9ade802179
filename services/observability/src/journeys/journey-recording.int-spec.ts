import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { JobName } from '@lifewheel/contracts';
import { JobQueues, randomToken } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, waitFor } from '@lifewheel/testing';

// Found by `npm run faults`: the funnel entry was written on a second pooled connection while the
// job's transaction held the first, so each journey job needed two connections at once. Once the
// pool ran short (a slow PostgreSQL piled the jobs up), every job held one and waited for another,
// for ever: observability stopped answering /api/health's database check until restarted by hand.
describe('recording a journey event', () => {
  let stack: TestStack;
  let queues: JobQueues;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['observability'] });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
  });

  it('writes the event and its funnel entry in one transaction on one connection', async () => {
    const blocker = new pg.Client({ connectionString: stack.db.url });
    await blocker.connect();
    try {
      // Hold the funnel table, so the job is caught part way: after its event, at its funnel entry.
      await blocker.query('begin');
      await blocker.query('lock table observability.journey_funnel_entries in exclusive mode');
      const blockerPid = (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const sessionId = randomToken(16);
      await queues.enqueue(JobName.RecordJourney, {
        sessionId,
        journeyType: 'assessment',
        step: 'landing',
        language: 'en',
        occurredAt: new Date().toISOString(),
      });

      const others = `from pg_stat_activity where datname = current_database() and pid <> ${blockerPid} and pid <> pg_backend_pid()`;
      await waitFor(async () => (await stack.db.query(`select 1 ${others} and wait_event_type = 'Lock'`)).length > 0, {
        what: 'the job to wait for the funnel table',
      });
      // The waiting statement is the transaction's own: no other connection sits idle holding it open.
      expect(await stack.db.query(`select state, left(query, 60) as query ${others} and state = 'idle in transaction'`)).toEqual([]);

      await blocker.query('commit');
      await waitFor(async () => (await stack.db.query('select 1 from observability.journey_funnel_entries where session_id = $1', [sessionId])).length === 1, {
        what: 'the funnel entry',
      });
      expect(await stack.db.query('select step from observability.user_journeys where session_id = $1', [sessionId])).toEqual([{ step: 'landing' }]);
    } finally {
      await blocker.end();
    }
  });
});
