import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { OBSERVABILITY_SCHEMA } from '../error-logs/error-log.entity.js';

/**
 * The alerting metrics of spec section 3, one row per metric key (seeded by the migration, so an
 * evaluator only ever updates). The rule rows also hold the alert state: `lastAlertSent` is the
 * hour-long cooldown, and an alert is active while `resetAt` (its recovery) is older than it.
 */
export const AlertingMetricSchema = defineEntity({
  name: 'AlertingMetric',
  tableName: 'alerting_metrics',
  schema: OBSERVABILITY_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    metricKey: p.string().length(64).unique(),
    value: p.integer().default(0),
    lastSuccessfulPayment: p.datetime().nullable(),
    lastAlertSent: p.datetime().nullable(),
    resetAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
    createdAt: p.datetime(),
  },
});
export type AlertingMetric = InferEntity<typeof AlertingMetricSchema>;

export const METRIC_KEYS = {
  /** Rule "3 or more failed payments within an hour"; value: failures in the last hour. */
  failuresLastHour: 'payments.failures-last-hour',
  /** Failures since the last successful payment (informational, in every alert). */
  consecutiveFailures: 'payments.consecutive-failures',
  /** Rule "no successful payment while checkouts are started"; value: checkouts waiting. */
  noSuccessfulPayment: 'payments.no-successful-payment',
} as const;
