import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { JobName } from '@lifewheel/contracts';
import { JobQueues, LOGGER, type Logger } from '@lifewheel/platform';
import { CLOCK, type Clock } from '../clock.js';
import { alertEmailJobs, type AlertKind } from './alert-emails.js';
import {
  ALERT_COOLDOWN_MS,
  ALERT_RULES,
  FAILURE_WINDOW_MS,
  hasRecovered,
  isFiring,
  ruleValue,
  unpaidCheckoutWindow,
  type AlertRuleId,
  type PaymentSnapshot,
} from './alert-rules.js';
import { AlertingMetricSchema, METRIC_KEYS } from './alerting-metric.entity.js';
import { ALERTING_OPTIONS, type AlertingOptions } from './alerting-options.js';
import { PaymentEventSchema, type PaymentEventKind } from './payment-event.entity.js';

/** Payment events older than this are deleted; the last success outlives them on the metric rows. */
const EVENT_RETENTION_MS = 30 * 24 * 3600_000;

export interface RuleOutcome {
  rule: AlertRuleId;
  firing: boolean;
  /** What this evaluation sent: nothing, an alert, or a recovery notice. */
  sent: AlertKind | null;
}

/**
 * Evaluates the payment-alert rules (on the job scheduler's tick, or whenever asked). Any number of
 * evaluators may run at once, in one process or many: sending is decided by one conditional UPDATE
 * per rule (`nativeUpdate`, whose count of changed rows says who won), which only one of them can win.
 * The metric rows change only through such statements, never through the identity map, so they are
 * read with `disableIdentityMap`: always as the database has them.
 */
@Injectable()
export class PaymentAlertEvaluator {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ALERTING_OPTIONS) private readonly options: AlertingOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async evaluate(): Promise<RuleOutcome[]> {
    const now = this.clock.now();
    const snapshot = await this.snapshot(now);
    await this.storeMetrics(snapshot);
    const outcomes: RuleOutcome[] = [];
    for (const { id, metricKey } of ALERT_RULES) {
      const firing = isFiring(id, snapshot, this.options);
      const sent = firing ? await this.tryAlert(id, metricKey, snapshot) : await this.tryRecover(id, metricKey, snapshot);
      outcomes.push({ rule: id, firing, sent });
    }
    await this.em.nativeDelete(PaymentEventSchema, { occurredAt: { $lt: new Date(now.getTime() - EVENT_RETENTION_MS) } });
    return outcomes;
  }

  /**
   * The figures as of `now`, read in one snapshot so that an event arriving meanwhile cannot make
   * them disagree. Events stamped later than `now` (another clock) are not counted yet.
   */
  private snapshot(now: Date): Promise<PaymentSnapshot> {
    return this.em.transactional(
      async (tx) => {
        const lastSuccessfulPayment = await this.lastSuccessfulPayment(tx, now);
        const window = unpaidCheckoutWindow(now, this.options);
        return {
          now,
          failuresLastHour: await countEvents(tx, 'payment-failed', new Date(now.getTime() - FAILURE_WINDOW_MS), now),
          consecutiveFailures: await countEvents(tx, 'payment-failed', lastSuccessfulPayment, now),
          lastSuccessfulPayment,
          checkoutsInWindow: await countEvents(tx, 'checkout-started', window.after, window.until),
        };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }

  /** The latest success up to `now`: among the events kept, or on the metric row once they are pruned. */
  private async lastSuccessfulPayment(em: EntityManager, now: Date): Promise<Date | null> {
    const event = await em.findOne(
      PaymentEventSchema,
      { kind: 'payment-succeeded', occurredAt: { $lte: now } },
      { orderBy: { occurredAt: 'desc' }, fields: ['occurredAt'] },
    );
    const metric = await em.findOne(
      AlertingMetricSchema,
      { metricKey: METRIC_KEYS.noSuccessfulPayment, lastSuccessfulPayment: { $lte: now } },
      { fields: ['lastSuccessfulPayment'], disableIdentityMap: true },
    );
    const times = [event?.occurredAt, metric?.lastSuccessfulPayment].filter((time) => time instanceof Date).map((time) => time.getTime());
    return times.length === 0 ? null : new Date(Math.max(...times));
  }

  private async storeMetrics(snapshot: PaymentSnapshot): Promise<void> {
    const values: [string, number][] = [
      [METRIC_KEYS.failuresLastHour, ruleValue('payment-failures', snapshot)],
      [METRIC_KEYS.consecutiveFailures, snapshot.consecutiveFailures],
      [METRIC_KEYS.noSuccessfulPayment, ruleValue('no-successful-payment', snapshot)],
    ];
    for (const [key, value] of values) {
      await this.em.nativeUpdate(AlertingMetricSchema, { metricKey: key }, { value, updatedAt: snapshot.now });
    }
  }

  /** Sends the alert unless one went out for this rule within the hour. */
  private async tryAlert(rule: AlertRuleId, metricKey: string, snapshot: PaymentSnapshot): Promise<AlertKind | null> {
    const { now } = snapshot;
    const sent = await this.em.transactional(async (tx) => {
      // The cooldown check and the claim are one statement: a second evaluator waits on this row's
      // lock, then finds the condition false against the row as the first one left it.
      const claimed = await tx.nativeUpdate(
        AlertingMetricSchema,
        { metricKey, $or: [{ lastAlertSent: null }, { lastAlertSent: { $lte: new Date(now.getTime() - ALERT_COOLDOWN_MS) } }] },
        { lastAlertSent: now, updatedAt: now },
      );
      if (claimed === 0) return false;
      // Queued inside the transaction: if Redis refuses, the claim rolls back and the next tick
      // tries again, rather than a cooldown starting for an alert nobody received.
      await this.enqueue(rule, 'alert', snapshot);
      return true;
    });
    return sent ? 'alert' : null;
  }

  /** Sends the recovery notice once for an active alert whose condition is over. */
  private async tryRecover(rule: AlertRuleId, metricKey: string, snapshot: PaymentSnapshot): Promise<AlertKind | null> {
    const state = await this.em.findOne(AlertingMetricSchema, { metricKey }, { fields: ['lastAlertSent', 'resetAt'], disableIdentityMap: true });
    const alertSentAt = state?.lastAlertSent ?? null;
    const resetAt = state?.resetAt ?? null;
    const active = alertSentAt !== null && (resetAt === null || resetAt.getTime() < alertSentAt.getTime());
    if (!active || !hasRecovered(rule, snapshot, this.options, alertSentAt)) return null;
    const { now } = snapshot;
    const sent = await this.em.transactional(async (tx) => {
      // Only for the very alert read above, and only if nobody has closed it meanwhile.
      const claimed = await tx.nativeUpdate(
        AlertingMetricSchema,
        { metricKey, lastAlertSent: alertSentAt, $or: [{ resetAt: null }, { resetAt: { $lt: alertSentAt } }] },
        { resetAt: now, updatedAt: now },
      );
      if (claimed === 0) return false;
      await this.enqueue(rule, 'recovery', snapshot);
      return true;
    });
    return sent ? 'recovery' : null;
  }

  private async enqueue(rule: AlertRuleId, kind: AlertKind, snapshot: PaymentSnapshot): Promise<void> {
    const figures = {
      failuresLastHour: snapshot.failuresLastHour,
      consecutiveFailures: snapshot.consecutiveFailures,
      checkoutsInWindow: snapshot.checkoutsInWindow,
    };
    this.logger.warn({ rule, kind, ...figures }, kind === 'alert' ? `Payment alert: ${rule}` : `Payment alert over: ${rule}`);
    if (this.options.recipients.length === 0) {
      this.logger.warn({ rule, kind }, 'ALERT_EMAILS is empty: the payment alert is only logged');
      return;
    }
    const jobs = alertEmailJobs(this.options.recipients, rule, kind, snapshot, this.options, this.options.jobSecretKey);
    // Job ids tied to this decision: a transaction retried after its jobs were queued adds none twice.
    await Promise.all(
      jobs.map((job, index) =>
        this.queues.enqueue(JobName.SendPaymentAlertEmail, job, { jobId: `payment-${kind}-${rule}-${snapshot.now.getTime()}-${index}` }),
      ),
    );
  }
}

/** Events of `kind` that occurred after `after` (since ever when null) and up to `until`. */
function countEvents(em: EntityManager, kind: PaymentEventKind, after: Date | null, until: Date): Promise<number> {
  return em.count(PaymentEventSchema, { kind, occurredAt: after ? { $gt: after, $lte: until } : { $lte: until } });
}
