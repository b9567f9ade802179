import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { JobName, QueueName } from '@lifewheel/contracts';
import { JobQueues, PlatformModule, createLogger } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack } from '@lifewheel/testing';
import { observabilityDatabase } from '../database.js';
import { RETENTION_CRON, RETENTION_SCHEDULER_ID } from './retention-schedule.js';
import { RetentionModule } from './retention.module.js';
import { RetentionService } from './retention.service.js';

@Module({})
class InProcessRootModule {}

// Today, so the running process's own health samples (taken now) are young and kept; the seeded
// rows are told apart from them by their check type.
const NOW = new Date();
const SEEDED_CHECK = 'retention-test';
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600_000);

// The built observability process migrates the database and registers the daily tick; the
// retention itself runs here with a fixed "now", so the ages of the seeded rows are exact.
describe('retention (observability)', () => {
  let stack: TestStack;
  let queues: JobQueues;
  let app: INestApplicationContext;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['observability'] });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
    const logger = createLogger({ service: 'observability-in-process', version: 'test', level: 'warn' });
    const config = { DATABASE_URL: stack.db.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: stack.redisPrefix };
    app = await NestFactory.createApplicationContext(
      {
        module: InProcessRootModule,
        imports: [
          PlatformModule.forService({ service: 'observability', logger, config, database: observabilityDatabase }),
          RetentionModule.register({ journeyEventsDays: 90, errorLogsDays: 30, healthChecksDays: 30 }, { clock: { now: () => NOW }, schedule: false }),
        ],
      },
      { logger: false },
    );
  });
  afterAll(async () => {
    await app?.close();
    await queues?.close();
    await stack?.stop();
  });

  async function seed(days: number): Promise<void> {
    const at = daysAgo(days);
    const session = randomUUID().replace(/-/g, '');
    await stack.db.query(
      `insert into observability.user_journeys (id, job_id, session_id, journey_type, step, created_at) values ($1, $2, $3, 'assessment', 'landing', $4)`,
      [randomUUID(), randomUUID(), session, at],
    );
    await stack.db.query(`insert into observability.journey_funnel_entries (session_id, step, first_at) values ($1, 'landing', $2)`, [session, at]);
    await stack.db.query(`insert into observability.error_logs (id, job_id, level, source, message, created_at) values ($1, $2, 'error', 'test', 'boom', $3)`, [
      randomUUID(),
      randomUUID(),
      at,
    ]);
    await stack.db.query(`insert into observability.health_checks (id, check_type, status, created_at) values ($1, $2, 'up', $3)`, [
      randomUUID(),
      SEEDED_CHECK,
      at,
    ]);
  }

  async function ages(table: string, column = 'created_at'): Promise<number[]> {
    const seeded = table === 'health_checks' ? `where check_type = '${SEEDED_CHECK}'` : '';
    const rows = await stack.db.query<{ days: number }>(
      `select round(extract(epoch from ($1::timestamptz - ${column})) / 86400)::int as days from observability.${table} ${seeded} order by 1`,
      [NOW],
    );
    return rows.map((row) => row.days);
  }

  it('registers a daily scheduler with the service', async () => {
    const schedulers = await queues.queue(QueueName.Observability).getJobSchedulers();
    expect(schedulers.filter((scheduler) => scheduler.name === JobName.ApplyRetention)).toEqual([
      expect.objectContaining({ key: RETENTION_SCHEDULER_ID, pattern: RETENTION_CRON, tz: 'UTC' }),
    ]);
  });

  it('deletes journeys after 90 days, error logs and health checks after 30, and keeps the rest', async () => {
    for (const days of [5, 29, 31, 89, 91, 400]) await seed(days);
    const orm = app.get(MikroORM);
    const outcome = await RequestContext.create(orm.em, () => app.get(RetentionService).apply());
    expect(outcome).toEqual({ user_journeys: 2, journey_funnel_entries: 2, error_logs: 4, health_checks: 4 });
    expect(await ages('user_journeys')).toEqual([5, 29, 31, 89]);
    expect(await ages('journey_funnel_entries', 'first_at')).toEqual([5, 29, 31, 89]);
    expect(await ages('error_logs')).toEqual([5, 29]);
    expect(await ages('health_checks')).toEqual([5, 29]);
    // A second run (a retried job, or tomorrow's) finds nothing more to delete.
    expect(await RequestContext.create(orm.em, () => app.get(RetentionService).apply())).toEqual({
      user_journeys: 0,
      journey_funnel_entries: 0,
      error_logs: 0,
      health_checks: 0,
    });
  });
});
