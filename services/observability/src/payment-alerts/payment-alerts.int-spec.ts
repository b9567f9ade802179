import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { JobName, QueueName, type BillingAlertEvent } from '@lifewheel/contracts';
import { JobQueues, JobWorkers, PlatformModule, createLogger, jobSecretKey, withOrmContext } from '@lifewheel/platform';
import { SmtpStandIn, type CapturedMail } from '@lifewheel/tools/stand-ins';
import { TEST_REDIS_URL, TestStack, mailHeader, mailPart, waitFor } from '@lifewheel/testing';
import type { Clock } from '../clock.js';
import { observabilityDatabase } from '../database.js';
import { DebugModule } from '../debug/debug.module.js';
import { HEALTH_SAMPLE_EVERY_MS, HEALTH_SAMPLE_SCHEDULER_ID } from '../health/health-sample-schedule.js';
import { observabilityJobHandlers } from '../job-handlers.js';
import { ObservabilityModule } from '../observability.module.js';
import { RedisMemoryModule } from '../redis-memory/redis-memory.module.js';
import { RetentionModule } from '../retention/retention.module.js';
import type { AlertingOptions } from './alerting-options.js';
import { PaymentAlertEvaluator, type RuleOutcome } from './payment-alert-evaluator.js';
import { PAYMENT_ALERT_SCHEDULER_ID } from './payment-alert-schedule.js';
import { PaymentAlertsModule } from './payment-alerts.module.js';

/** A clock only the test moves: an hour passes in one line, without waiting for it. */
class TestClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
  ago(minutes: number): Date {
    return new Date(this.current.getTime() - minutes * 60_000);
  }
}

@Module({})
class InProcessRootModule {}

interface InProcessObservability {
  /** One evaluation of the payment-alert rules, as the scheduler's tick runs it. */
  evaluate(): Promise<RuleOutcome[]>;
  close(): Promise<void>;
}

/**
 * The observability service's own modules and job handlers in this process, with a clock the
 * test moves and no scheduler tick: the test decides when evaluations happen.
 */
async function startInProcessObservability(
  config: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string },
  alerting: AlertingOptions,
  clock: Clock,
): Promise<InProcessObservability> {
  const logger = createLogger({ service: 'observability-in-process', version: 'test', level: 'warn' });
  const app = await NestFactory.createApplicationContext(
    {
      module: InProcessRootModule,
      imports: [
        PlatformModule.forService({ service: 'observability', logger, config, database: observabilityDatabase }),
        ObservabilityModule,
        DebugModule.register({ clock, schedule: false }),
        PaymentAlertsModule.register(alerting, { clock, schedule: false }),
        // The job handlers include retention's; its daily tick is not wanted here.
        RetentionModule.register({ journeyEventsDays: 90, errorLogsDays: 30, healthChecksDays: 30 }, { schedule: false }),
        // No tick: only the job handlers need it here.
        RedisMemoryModule.register({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, recipients: [], jobSecretKey: alerting.jobSecretKey }),
      ],
    },
    { logger: false },
  );
  const orm = app.get(MikroORM);
  const workers = new JobWorkers({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    queues: [QueueName.Observability],
    handlers: observabilityJobHandlers(app),
    logger,
    around: withOrmContext(orm.em),
  });
  workers.start();
  const evaluator = app.get(PaymentAlertEvaluator);
  return {
    evaluate: () => RequestContext.create(orm.em, () => evaluator.evaluate()),
    close: async () => {
      await workers.close();
      await app.close();
    },
  };
}

const RECIPIENTS = ['ops@lifewheel.test', 'oncall@lifewheel.test'];
const EVENT_JOB = {
  'checkout-started': JobName.BillingCheckoutStarted,
  'payment-succeeded': JobName.PaymentSucceeded,
  'payment-failed': JobName.PaymentFailed,
} as const;
type EventKind = keyof typeof EVENT_JOB;

const textOf = (mail: CapturedMail) => mailPart(mail.raw, 'text/plain');
const subjectOf = (mail: CapturedMail) => mailHeader(mail.raw, 'Subject') ?? '';

describe('payment alerts (observability rules with a test clock, emails through the real worker over SMTP)', () => {
  const smtp = new SmtpStandIn();
  // Far from the real date: nothing stamped by a real clock can fall into these windows.
  const clock = new TestClock(new Date('2031-03-01T09:00:00Z'));
  let stack: TestStack;
  let queues: JobQueues;
  let evaluators: InProcessObservability[] = [];

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({ processes: ['worker'], env: { SMTP_URL: smtpUrl, MAIL_FROM: 'Lifewheel <alerts@lifewheel.test>' } });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
    const config = { DATABASE_URL: stack.db.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: stack.redisPrefix };
    // The worker's key: the evaluators seal the addresses as the service does.
    const alerting = { recipients: RECIPIENTS, noSuccessMinutes: 60, evaluateEverySeconds: 60, jobSecretKey: jobSecretKey(stack.baseEnv['JOB_SECRET_KEY']!) };
    // Two evaluators, each with its own database pool and Redis connections, as two replicas.
    evaluators = [await startInProcessObservability(config, alerting, clock), await startInProcessObservability(config, alerting, clock)];
  });
  afterAll(async () => {
    await Promise.all(evaluators.map((evaluator) => evaluator.close()));
    await queues?.close();
    await stack?.stop();
    await smtp.stop();
  });
  beforeEach(async () => {
    await stack.db.query('delete from observability.payment_events');
    await stack.db.query('update observability.alerting_metrics set value = 0, last_successful_payment = null, last_alert_sent = null, reset_at = null');
  });

  /** Publishes an event as billing does, and waits until observability has stored it. */
  async function emit(kind: EventKind, occurredAt: Date, eventId: string = randomUUID()): Promise<string> {
    const event: BillingAlertEvent = { eventId, occurredAt: occurredAt.toISOString(), paymentSessionId: `cs_test_${eventId.slice(0, 8)}` };
    await queues.enqueue(EVENT_JOB[kind], event);
    await waitFor(async () => (await stack.db.query('select 1 from observability.payment_events where event_id = $1', [eventId])).length === 1, {
      what: `the ${kind} event`,
    });
    return eventId;
  }
  const evaluate = () => evaluators[0]!.evaluate();
  const sentBy = (outcomes: { rule: string; sent: string | null }[][], rule: string) =>
    outcomes
      .flat()
      .filter((outcome) => outcome.rule === rule && outcome.sent !== null)
      .map((outcome) => outcome.sent);
  const mailsAbout = (text: string) => smtp.messages.filter((mail) => subjectOf(mail).includes(text));
  const metric = async (key: string) =>
    (
      await stack.db.query<{ value: number; last_alert_sent: Date | null; reset_at: Date | null; last_successful_payment: Date | null }>(
        'select * from observability.alerting_metrics where metric_key = $1',
        [key],
      )
    )[0]!;

  it('keeps each billing event once, however often it is delivered', async () => {
    const eventId = randomUUID();
    await emit('payment-succeeded', clock.ago(10), eventId);
    await emit('payment-succeeded', clock.ago(10), eventId);
    await emit('payment-failed', clock.ago(5));
    // An older success delivered late: kept as an event, but the last success does not move back.
    await emit('payment-succeeded', clock.ago(30));
    const rows = await stack.db.query<{ kind: string; count: string }>('select kind, count(*) from observability.payment_events group by kind order by kind');
    expect(rows).toEqual([
      { kind: 'payment-failed', count: '1' },
      { kind: 'payment-succeeded', count: '2' },
    ]);
    expect((await metric('payments.no-successful-payment')).last_successful_payment).toEqual(clock.ago(10));
    await evaluate();
    expect((await metric('payments.consecutive-failures')).value).toBe(1);
  });

  it('alerts once on the third failure within an hour, even with evaluators racing, then sends the recovery notice', async () => {
    await emit('payment-succeeded', clock.ago(90));
    await emit('payment-failed', clock.ago(50));
    await emit('payment-failed', clock.ago(20));
    expect(sentBy([await evaluate()], 'payment-failures')).toEqual([]);

    await emit('payment-failed', clock.ago(5));
    // Both replicas evaluate at once, several times over: the conditional UPDATE lets one through.
    const raced = await Promise.all([...evaluators, ...evaluators, ...evaluators].map((evaluator) => evaluator.evaluate()));
    expect(sentBy(raced, 'payment-failures')).toEqual(['alert']);
    const alerts = await waitFor(() => mailsAbout('3 payments failed in the last hour').length >= 2 && mailsAbout('3 payments failed in the last hour'), {
      what: 'the alert emails',
    });
    expect(alerts.flatMap((mail) => mail.to).sort()).toEqual([...RECIPIENTS].sort());
    expect(textOf(alerts[0]!)).toContain('Failed payments since the last successful one: 3');
    expect(textOf(alerts[0]!)).toContain('Last successful payment: 2031-03-01 07:30 UTC');
    const failures = await metric('payments.failures-last-hour');
    expect(failures.value).toBe(3);
    expect(failures.last_alert_sent).toEqual(clock.now());

    // Still failing ten minutes later: within the cooldown, no second alert.
    clock.advance(10);
    await emit('payment-failed', clock.ago(1));
    expect(sentBy(await Promise.all(evaluators.map((evaluator) => evaluator.evaluate())), 'payment-failures')).toEqual([]);

    // 50 minutes on, only the last two failures are within the hour: over, said once.
    clock.advance(50);
    const recovered = await Promise.all([...evaluators, ...evaluators].map((evaluator) => evaluator.evaluate()));
    expect(sentBy(recovered, 'payment-failures')).toEqual(['recovery']);
    const notices = await waitFor(
      () => mailsAbout('Payment failures are back below the alert level').length >= 2 && mailsAbout('Payment failures are back below the alert level'),
      {
        what: 'the recovery notices',
      },
    );
    expect(notices.flatMap((mail) => mail.to).sort()).toEqual([...RECIPIENTS].sort());
    expect((await metric('payments.failures-last-hour')).reset_at).toEqual(clock.now());
    expect(sentBy([await evaluate()], 'payment-failures')).toEqual([]);

    // Failing again more than an hour after the first alert: a new alert.
    await emit('payment-failed', clock.ago(3));
    await emit('payment-failed', clock.ago(2));
    expect(sentBy([await evaluate()], 'payment-failures')).toEqual(['alert']);
    // The failure at 10 minutes past and these two: three within the hour again.
    await waitFor(() => mailsAbout('3 payments failed in the last hour').length === 4, { what: 'the second alert' });
    expect(mailsAbout('Payment failures are back below the alert level')).toHaveLength(2);
  });

  it('alerts when no payment succeeds while checkouts are started, and says when one succeeds again', async () => {
    const subject = 'No successful payment for 60 minutes while checkouts are started';
    await emit('payment-succeeded', clock.ago(120));
    // Nobody trying to pay is no alarm, nor is a checkout started a moment ago.
    expect(sentBy([await evaluate()], 'no-successful-payment')).toEqual([]);
    await emit('checkout-started', clock.ago(3));
    expect(sentBy([await evaluate()], 'no-successful-payment')).toEqual([]);

    await emit('checkout-started', clock.ago(40));
    const raced = await Promise.all([...evaluators, ...evaluators].map((evaluator) => evaluator.evaluate()));
    expect(sentBy(raced, 'no-successful-payment')).toEqual(['alert']);
    const alerts = await waitFor(() => mailsAbout(subject).length >= 2 && mailsAbout(subject), { what: 'the no-success alert' });
    expect(alerts.flatMap((mail) => mail.to).sort()).toEqual([...RECIPIENTS].sort());
    expect((await metric('payments.no-successful-payment')).value).toBe(1);

    // People stop trying: still no success, so the alert is not over.
    clock.advance(120);
    expect(sentBy([await evaluate()], 'no-successful-payment')).toEqual([]);

    await emit('payment-succeeded', clock.ago(1));
    expect(sentBy(await Promise.all(evaluators.map((evaluator) => evaluator.evaluate())), 'no-successful-payment')).toEqual(['recovery']);
    await waitFor(() => mailsAbout('Payments are succeeding again').length === 2, { what: 'the recovery notice' });
    expect(mailsAbout(subject)).toHaveLength(2);
  });
});

describe('the observability service (built process): scheduled evaluation and billing events', () => {
  let stack: TestStack;
  let queues: JobQueues;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['observability'], env: { ALERT_EVALUATE_EVERY_SECONDS: '5', ALERT_EMAILS: 'ops@lifewheel.test' } });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
  });

  it('registers one job scheduler for the rules (beside the health samples’ one) and evaluates on its tick', async () => {
    const schedulers = await queues.queue(QueueName.Observability).getJobSchedulers();
    // (Retention's daily scheduler shares the queue; retention.int-spec checks that one.)
    expect(schedulers.filter((scheduler) => scheduler.name === JobName.EvaluatePaymentAlerts)).toEqual([
      expect.objectContaining({ key: PAYMENT_ALERT_SCHEDULER_ID, name: JobName.EvaluatePaymentAlerts, every: 5000 }),
    ]);
    expect(schedulers.filter((scheduler) => scheduler.name === JobName.SampleHealth)).toEqual([
      expect.objectContaining({ key: HEALTH_SAMPLE_SCHEDULER_ID, name: JobName.SampleHealth, every: HEALTH_SAMPLE_EVERY_MS }),
    ]);
    await queues.enqueue(JobName.PaymentFailed, { eventId: randomUUID(), occurredAt: new Date().toISOString() });
    // The tick stores the figures it computed: the failure just recorded shows up on its own.
    await waitFor(
      async () =>
        (await stack.db.query<{ value: number }>(`select value from observability.alerting_metrics where metric_key = 'payments.failures-last-hour'`))[0]
          ?.value === 1,
      {
        what: 'an evaluation by the scheduler',
      },
    );
  });

  it('stores a redelivered event once', async () => {
    const eventId = randomUUID();
    const event = { eventId, occurredAt: new Date().toISOString() };
    await Promise.all([
      queues.enqueue(JobName.BillingCheckoutStarted, event),
      queues.enqueue(JobName.BillingCheckoutStarted, event),
      queues.enqueue(JobName.BillingCheckoutStarted, event),
    ]);
    await waitFor(async () => (await queues.queue(QueueName.Observability).getJobCounts('waiting', 'active')).waiting === 0, { what: 'the queue to drain' });
    await waitFor(async () => (await stack.db.query('select 1 from observability.payment_events where event_id = $1', [eventId])).length === 1, {
      what: 'the event',
    });
    const [row] = await stack.db.query<{ count: string }>('select count(*) from observability.payment_events where event_id = $1', [eventId]);
    expect(row?.count).toBe('1');
  });
});
