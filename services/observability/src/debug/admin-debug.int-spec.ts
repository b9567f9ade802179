import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Worker, type Job } from 'bullmq';
import { ErrorCode, JobName, QueueName, type AuditEvent, type JobPayloads } from '@lifewheel/contracts';
import { JobQueues, PlatformModule, createLogger, startPresence, type Presence } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, waitFor } from '@lifewheel/testing';
import { ErrorGroupsService } from '../error-groups/error-groups.service.js';
import { ErrorLogsService } from '../error-logs/error-logs.service.js';
import { observabilityDatabase } from '../database.js';
import { DebugHealthService } from '../health/debug-health.service.js';
import { ObservabilityModule } from '../observability.module.js';
import { DebugQueuesService } from '../queues/debug-queues.service.js';
import { DebugModule } from './debug.module.js';

@Module({})
class InProcessRootModule {}

const logger = createLogger({ service: 'observability-in-process', version: 'test', level: 'warn' });

// Observability's panels in this process against real PostgreSQL and Redis. No job worker consumes
// the observability queue here, so the audit lines the actions send stay on it for the test to read.
describe('admin debug: error groups, queues and health samples', () => {
  let stack: TestStack;
  let app: INestApplicationContext;
  let orm: MikroORM;
  let queues: JobQueues;
  const admin = randomUUID();

  beforeAll(async () => {
    stack = await TestStack.start({ processes: [] });
    const config = { DATABASE_URL: stack.db.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: stack.redisPrefix };
    app = await NestFactory.createApplicationContext(
      {
        module: InProcessRootModule,
        imports: [
          PlatformModule.forService({ service: 'observability', logger, config, database: observabilityDatabase }),
          ObservabilityModule,
          DebugModule.register({ schedule: false }),
        ],
      },
      { logger: false },
    );
    orm = app.get(MikroORM);
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await app?.close();
    await queues?.close();
    await stack?.stop();
  });
  beforeEach(async () => {
    await queues.queue(QueueName.Observability).obliterate({ force: true });
  });

  const inContext = <T>(work: () => Promise<T>) => RequestContext.create(orm.em, work);
  const groups = () => app.get(ErrorGroupsService);

  /** Stores an error as the RecordError job does. */
  function record(report: Partial<JobPayloads[JobName.RecordError]> & { message: string }, jobId: string = randomUUID()): Promise<void> {
    return inContext(() => app.get(ErrorLogsService).record(jobId, { level: 'error', source: 'billing', occurredAt: new Date().toISOString(), ...report }));
  }

  /** The audit lines waiting on the observability queue. */
  async function auditLines(): Promise<AuditEvent[]> {
    const jobs = await queues.queue(QueueName.Observability).getJobs(['wait']);
    return jobs.filter((job) => job.name === JobName.RecordAudit).map((job) => (job.data as { payload: AuditEvent }).payload);
  }

  const stackAt = (frame: string) => `TypeError: x\n    at ${frame} (/app/services/billing/dist/payments.js:10:5)`;

  it('groups errors by fingerprint with count, people affected, releases and a sample; a redelivery counts once', async () => {
    const frame = `Payments.capture${randomUUID().slice(0, 8)}`;
    const [alice, bob] = [randomUUID(), randomUUID()];
    const once = randomUUID();
    await record({ message: 'Payment 12 failed', stack: stackAt(frame), userId: alice, release: '1.0.0' }, once);
    await record({ message: 'Payment 12 failed', stack: stackAt(frame), userId: alice, release: '1.0.0' }, once);
    await record({ message: 'Payment 7 failed', stack: stackAt(frame), userId: bob, release: '1.0.1' });
    await record({ message: 'Payment 99 failed', stack: stackAt(frame), release: '1.0.1', requestId: 'req-12345678', traceId: 'a'.repeat(32) });

    const listed = await inContext(() => groups().list());
    const group = listed.find((candidate) => candidate.topFrame?.includes(frame))!;
    expect(group).toMatchObject({ type: 'TypeError', messageShape: 'Payment <n> failed', status: 'open', count: 3, usersAffected: 2 });
    expect(group.releases).toEqual(['1.0.0', '1.0.1']);
    expect(group.sample).toMatchObject({ message: 'Payment 99 failed', requestId: 'req-12345678', traceId: 'a'.repeat(32) });
  });

  it('reopens a resolved group when it happens again, keeps an ignored one ignored, and audits each change', async () => {
    const frame = `Focus.remind${randomUUID().slice(0, 8)}`;
    await record({ message: 'Reminder 1 lost', stack: stackAt(frame) });
    const group = (await inContext(() => groups().list())).find((candidate) => candidate.topFrame?.includes(frame))!;

    const resolved = await inContext(() => groups().setStatus(group.id, 'resolved', admin));
    expect(resolved.status).toBe('resolved');
    expect((await inContext(() => groups().list('resolved'))).map((candidate) => candidate.id)).toContain(group.id);

    await record({ message: 'Reminder 2 lost', stack: stackAt(frame) });
    const reopened = (await inContext(() => groups().list('open'))).find((candidate) => candidate.id === group.id);
    expect(reopened).toMatchObject({ status: 'open', count: 2 });

    await inContext(() => groups().setStatus(group.id, 'ignored', admin));
    await record({ message: 'Reminder 3 lost', stack: stackAt(frame) });
    expect((await inContext(() => groups().list('ignored'))).find((candidate) => candidate.id === group.id)).toMatchObject({ count: 3 });

    const lines = (await auditLines()).filter((line) => line.target === group.id);
    expect(lines.map((line) => [line.action, line.actorUserId, line.details?.['from']]).sort()).toEqual(
      [
        ['error-group.resolve', admin, 'open'],
        ['error-group.ignore', admin, 'open'],
      ].sort(),
    );
    await expect(inContext(() => groups().setStatus(randomUUID(), 'resolved', admin))).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });

  it('groups the errors stored before grouping existed', async () => {
    const frame = `Old.code${randomUUID().slice(0, 8)}`;
    for (const n of [1, 2]) {
      await stack.db.query(
        `insert into observability.error_logs (id, job_id, level, source, message, stack, created_at) values ($1, $2, 'error', 'identity', $3, $4, now())`,
        [randomUUID(), randomUUID(), `Old ${n} failure`, stackAt(frame)],
      );
    }
    expect(await groups().backfill()).toBeGreaterThanOrEqual(2);
    const group = (await inContext(() => groups().list())).find((candidate) => candidate.topFrame?.includes(frame));
    expect(group).toMatchObject({ messageShape: 'Old <n> failure', count: 2 });
    expect(await stack.db.query('select 1 from observability.error_logs where group_id is null')).toEqual([]);
  });

  describe('queues', () => {
    let worker: Worker;

    beforeAll(() => {
      // Stands in for assessments' worker: fails what it is given, so failed jobs exist.
      worker = new Worker(
        QueueName.Assessments,
        async (job: Job) => {
          throw new Error(`focus reminder ${String(job.id)} could not be sent`);
        },
        { connection: { url: TEST_REDIS_URL }, prefix: `${stack.redisPrefix}:bull`, name: 'test-failer' },
      );
    });
    afterAll(async () => {
      await worker?.close();
    });

    async function failedJob(): Promise<string> {
      const job = await queues
        .queue(QueueName.Assessments)
        .add(JobName.FocusReminderDue, { payload: { focusId: randomUUID(), reminder: 'day-7' } }, { attempts: 1, removeOnFail: false });
      await waitFor(async () => (await job.isFailed()) || (await queues.queue(QueueName.Assessments).getJob(job.id!))?.failedReason, {
        what: 'the job to fail',
      });
      return job.id!;
    }

    it('shows each queue’s counts, workers and last hour’s failures, and a failed job’s error and stack', async () => {
      const jobId = await failedJob();
      const overview = await app.get(DebugQueuesService).overview();
      expect(overview.queues.map((queue) => queue.queue).sort()).toEqual(Object.values(QueueName).sort());
      const assessments = overview.queues.find((queue) => queue.queue === QueueName.Assessments)!;
      expect(assessments.failed).toBeGreaterThanOrEqual(1);
      expect(assessments.failedLastHour).toBe(assessments.failed);
      expect(assessments.workers.map((one) => one.name)).toContain('test-failer');

      const page = await app.get(DebugQueuesService).failed(QueueName.Assessments);
      const job = page.jobs.find((one) => one.id === jobId)!;
      expect(job).toMatchObject({ name: JobName.FocusReminderDue, error: `focus reminder ${jobId} could not be sent`, attemptsMade: 1 });
      expect(job.stack.join('\n')).toContain('could not be sent');
      expect(JSON.stringify(page)).not.toContain('focusId');
    });

    it('retries and removes a failed job, each audited; a job that is not failed is not found', async () => {
      const [toRetry, toRemove] = [await failedJob(), await failedJob()];
      // From here on nothing runs the queue: a retried job stays waiting.
      await worker.close();
      const service = app.get(DebugQueuesService);

      await expect(service.retry(QueueName.Assessments, toRetry, admin)).resolves.toEqual({ status: 'retried' });
      expect(await (await queues.queue(QueueName.Assessments).getJob(toRetry))!.getState()).toBe('waiting');
      await expect(service.remove(QueueName.Assessments, toRemove, admin)).resolves.toEqual({ status: 'removed' });
      expect(await queues.queue(QueueName.Assessments).getJob(toRemove)).toBeUndefined();
      const assessments = (await service.overview()).queues.find((queue) => queue.queue === QueueName.Assessments)!;
      expect(assessments.waiting).toBe(1);
      expect(assessments.oldestWaitingSeconds).not.toBeNull();

      await expect(service.retry(QueueName.Assessments, toRetry, admin)).rejects.toMatchObject({ code: ErrorCode.NotFound });
      await expect(service.remove(QueueName.Assessments, 'no-such-job', admin)).rejects.toMatchObject({ code: ErrorCode.NotFound });
      await expect(service.failed('nope')).rejects.toMatchObject({ code: ErrorCode.NotFound });

      const lines = await auditLines();
      expect(lines.map((line) => [line.action, line.target, line.actorUserId]).sort()).toEqual(
        [
          ['queue-job.retry', `assessments/${toRetry}`, admin],
          ['queue-job.remove', `assessments/${toRemove}`, admin],
        ].sort(),
      );
    });
  });

  describe('health', () => {
    let presence: Presence;
    beforeAll(() => {
      presence = startPresence({ redisUrl: TEST_REDIS_URL, prefix: stack.redisPrefix, process: 'billing', version: '9.9.9', logger });
    });
    afterAll(async () => {
      await presence?.stop();
    });

    it('lists every process with its replicas, samples once per minute, and answers the history', async () => {
      const health = app.get(DebugHealthService);
      const now = await waitFor(
        async () => {
          const overview = await inContext(() => health.overview());
          return overview.processes.find((process) => process.process === 'billing')?.replicas.length ? overview : null;
        },
        { what: 'the billing heartbeat' },
      );
      expect(now.redis.status).toBe('up');
      expect(now.postgres.status).toBe('up');
      expect(now.processes.map((process) => process.process)).toEqual(['gateway', 'identity', 'assessments', 'billing', 'observability', 'worker']);
      expect(now.processes.find((process) => process.process === 'billing')).toMatchObject({ status: 'up', replicas: [{ version: '9.9.9', status: 'up' }] });
      expect(now.processes.find((process) => process.process === 'identity')).toMatchObject({ status: 'down', replicas: [] });

      await inContext(() => health.sample());
      await inContext(() => health.sample());
      const rows = await stack.db.query<{ check_type: string; n: string }>(
        'select check_type, count(*) as n from observability.health_checks group by check_type order by check_type',
      );
      // A second tick within the same minute adds nothing (unless the minute turned between the two).
      expect(rows.length).toBe(8);
      expect(rows.every((row) => Number(row.n) <= 2)).toBe(true);
      const history = (await inContext(() => health.overview())).history;
      expect(history.find((entry) => entry.check === 'billing')?.stretches.at(-1)).toMatchObject({ status: 'up' });
      expect(history.find((entry) => entry.check === 'identity')?.stretches.at(-1)).toMatchObject({ status: 'down' });
    });
  });
});
