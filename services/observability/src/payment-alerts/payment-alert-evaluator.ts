import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
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
import { METRIC_KEYS } from './alerting-metric.entity.js';
import { ALERTING_OPTIONS, type AlertingOptions } from './alerting-options.js';

/** Payment events older than this are deleted; the last success outlives them on the metric rows. */
const EVENT_RETENTION_MS = 30 * 24 * 3600_000;

export interface RuleOutcome {
  rule: AlertRuleId;
  firing: boolean;
  /** What this evaluation sent: nothing, an alert, or a recovery notice. */
  sent: AlertKind | null;
}

interface AlertState {
  last_alert_sent: Date | null;
  reset_at: Date | null;
}

const METRICS = '"observability"."alerting_metrics"';
const EVENTS = '"observability"."payment_events"';

/**
 * Evaluates the payment-alert rules (on the job scheduler's tick, or whenever asked). Any number of
 * evaluators may run at once, in one process or many: sending is decided by one conditional UPDATE
 * per rule, which only one of them can win.
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
    await this.em.execute(`delete from ${EVENTS} where "occurred_at" < ?`, [new Date(now.getTime() - EVENT_RETENTION_MS)]);
    return outcomes;
  }

  /** The figures as of `now`. Events stamped later than `now` (another clock) are not counted yet. */
  async snapshot(now: Date): Promise<PaymentSnapshot> {
    const [success] = await this.em.execute<{ at: Date | null }[]>(
      `select max("at") as "at" from (
         select max("occurred_at") as "at" from ${EVENTS} where "kind" = 'payment-succeeded' and "occurred_at" <= ?
         union all
         select "last_successful_payment" from ${METRICS} where "metric_key" = ? and "last_successful_payment" <= ?
       ) as "successes"`,
      [now, METRIC_KEYS.noSuccessfulPayment, now],
    );
    const lastSuccessfulPayment = success?.at ? new Date(success.at) : null;
    const window = unpaidCheckoutWindow(now, this.options);
    const [counts] = await this.em.execute<{ failures_last_hour: string; consecutive_failures: string; checkouts_in_window: string }[]>(
      `select
         count(*) filter (where "kind" = 'payment-failed' and "occurred_at" > ?) as "failures_last_hour",
         count(*) filter (where "kind" = 'payment-failed' and "occurred_at" > cast(? as timestamptz)) as "consecutive_failures",
         count(*) filter (where "kind" = 'checkout-started' and "occurred_at" > ? and "occurred_at" <= ?) as "checkouts_in_window"
       from ${EVENTS} where "occurred_at" <= ?`,
      [new Date(now.getTime() - FAILURE_WINDOW_MS), lastSuccessfulPayment ?? '-infinity', window.after, window.until, now],
    );
    return {
      now,
      failuresLastHour: Number(counts?.failures_last_hour ?? 0),
      consecutiveFailures: Number(counts?.consecutive_failures ?? 0),
      lastSuccessfulPayment,
      checkoutsInWindow: Number(counts?.checkouts_in_window ?? 0),
    };
  }

  private async storeMetrics(snapshot: PaymentSnapshot): Promise<void> {
    const values: [string, number][] = [
      [METRIC_KEYS.failuresLastHour, ruleValue('payment-failures', snapshot)],
      [METRIC_KEYS.consecutiveFailures, snapshot.consecutiveFailures],
      [METRIC_KEYS.noSuccessfulPayment, ruleValue('no-successful-payment', snapshot)],
    ];
    for (const [key, value] of values) {
      await this.em.execute(`update ${METRICS} set "value" = ?, "updated_at" = ? where "metric_key" = ?`, [value, snapshot.now, key]);
    }
  }

  /** Sends the alert unless one went out for this rule within the hour. */
  private async tryAlert(rule: AlertRuleId, metricKey: string, snapshot: PaymentSnapshot): Promise<AlertKind | null> {
    const { now } = snapshot;
    const sent = await this.em.transactional(async (tx) => {
      // The cooldown check and the claim are one statement: a second evaluator waits on this row's
      // lock, then finds the condition false against the row as the first one left it.
      const claimed = await tx.execute(
        `update ${METRICS} set "last_alert_sent" = ?, "updated_at" = ?
         where "metric_key" = ? and ("last_alert_sent" is null or "last_alert_sent" <= ?) returning "id"`,
        [now, now, metricKey, new Date(now.getTime() - ALERT_COOLDOWN_MS)],
      );
      if (claimed.length === 0) return false;
      // Queued inside the transaction: if Redis refuses, the claim rolls back and the next tick
      // tries again, rather than a cooldown starting for an alert nobody received.
      await this.enqueue(rule, 'alert', snapshot);
      return true;
    });
    return sent ? 'alert' : null;
  }

  /** Sends the recovery notice once for an active alert whose condition is over. */
  private async tryRecover(rule: AlertRuleId, metricKey: string, snapshot: PaymentSnapshot): Promise<AlertKind | null> {
    const [state] = await this.em.execute<AlertState[]>(`select "last_alert_sent", "reset_at" from ${METRICS} where "metric_key" = ?`, [metricKey]);
    const alertSentAt = state?.last_alert_sent ? new Date(state.last_alert_sent) : null;
    const active = alertSentAt !== null && (state?.reset_at === null || new Date(state!.reset_at!).getTime() < alertSentAt.getTime());
    if (!active || !hasRecovered(rule, snapshot, this.options, alertSentAt)) return null;
    const { now } = snapshot;
    const sent = await this.em.transactional(async (tx) => {
      // Only for the very alert read above, and only if nobody has closed it meanwhile.
      const claimed = await tx.execute(
        `update ${METRICS} set "reset_at" = ?, "updated_at" = ?
         where "metric_key" = ? and "last_alert_sent" = ? and ("reset_at" is null or "reset_at" < "last_alert_sent") returning "id"`,
        [now, now, metricKey, alertSentAt],
      );
      if (claimed.length === 0) return false;
      await this.enqueue(rule, 'recovery', snapshot);
      return true;
    });
    return sent ? 'recovery' : null;
  }

  private async enqueue(rule: AlertRuleId, kind: AlertKind, snapshot: PaymentSnapshot): Promise<void> {
    const figures = { failuresLastHour: snapshot.failuresLastHour, consecutiveFailures: snapshot.consecutiveFailures, checkoutsInWindow: snapshot.checkoutsInWindow };
    this.logger.warn({ rule, kind, ...figures }, kind === 'alert' ? `Payment alert: ${rule}` : `Payment alert over: ${rule}`);
    if (this.options.recipients.length === 0) {
      this.logger.warn({ rule, kind }, 'ALERT_EMAILS is empty: the payment alert is only logged');
      return;
    }
    const jobs = alertEmailJobs(this.options.recipients, rule, kind, snapshot, this.options, this.options.jobSecretKey);
    // Job ids tied to this decision: a transaction retried after its jobs were queued adds none twice.
    await Promise.all(
      jobs.map((job, index) => this.queues.enqueue(JobName.SendPaymentAlertEmail, job, { jobId: `payment-${kind}-${rule}-${snapshot.now.getTime()}-${index}` })),
    );
  }
}
