import { METRIC_KEYS } from './alerting-metric.entity.js';

// The rules of issue 6, point 3. Pure: what the database holds goes in, what should happen comes out.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** "3 or more failures within an hour". */
export const FAILURE_THRESHOLD = 3;
export const FAILURE_WINDOW_MS = HOUR_MS;
/** At most one alert per rule per hour, however many evaluators run. */
export const ALERT_COOLDOWN_MS = HOUR_MS;
/**
 * A checkout started a moment ago has not had the time to be paid: people spend a few minutes on
 * Stripe's page. Only checkouts older than this count as "started and not paid".
 */
export const CHECKOUT_GRACE_MAX_MS = 15 * MINUTE_MS;

export type AlertRuleId = 'payment-failures' | 'no-successful-payment';

export const ALERT_RULES: readonly { id: AlertRuleId; metricKey: string }[] = [
  { id: 'payment-failures', metricKey: METRIC_KEYS.failuresLastHour },
  { id: 'no-successful-payment', metricKey: METRIC_KEYS.noSuccessfulPayment },
];

export interface AlertSettings {
  /** ALERT_NO_SUCCESS_MINUTES: how long without a successful payment is worrying while people try to pay. */
  noSuccessMinutes: number;
}

/** What the payment events say at one moment. */
export interface PaymentSnapshot {
  now: Date;
  failuresLastHour: number;
  consecutiveFailures: number;
  lastSuccessfulPayment: Date | null;
  /** Checkouts started inside `unpaidCheckoutWindow` (counted whatever the last success). */
  checkoutsInWindow: number;
}

/** The checkouts that count for the no-success rule: started within the period, and not just now. */
export function unpaidCheckoutWindow(now: Date, settings: AlertSettings): { after: Date; until: Date } {
  const periodMs = settings.noSuccessMinutes * MINUTE_MS;
  const graceMs = Math.min(CHECKOUT_GRACE_MAX_MS, periodMs / 2);
  return { after: new Date(now.getTime() - periodMs), until: new Date(now.getTime() - graceMs) };
}

function noSuccessWithin(snapshot: PaymentSnapshot, settings: AlertSettings): boolean {
  const since = snapshot.now.getTime() - settings.noSuccessMinutes * MINUTE_MS;
  return snapshot.lastSuccessfulPayment === null || snapshot.lastSuccessfulPayment.getTime() <= since;
}

/** Whether the rule's condition holds now. */
export function isFiring(rule: AlertRuleId, snapshot: PaymentSnapshot, settings: AlertSettings): boolean {
  if (rule === 'payment-failures') return snapshot.failuresLastHour >= FAILURE_THRESHOLD;
  return noSuccessWithin(snapshot, settings) && snapshot.checkoutsInWindow > 0;
}

/**
 * Whether an alert sent at `alertSentAt` is over. Failures: fewer than the threshold in the last
 * hour. No success: a payment has succeeded since the alert (people merely no longer trying to pay
 * is not a recovery: nothing says payments work again).
 */
export function hasRecovered(rule: AlertRuleId, snapshot: PaymentSnapshot, settings: AlertSettings, alertSentAt: Date): boolean {
  if (isFiring(rule, snapshot, settings)) return false;
  if (rule === 'payment-failures') return true;
  return snapshot.lastSuccessfulPayment !== null && snapshot.lastSuccessfulPayment.getTime() > alertSentAt.getTime();
}

/** The number each rule's metric row shows. */
export function ruleValue(rule: AlertRuleId, snapshot: PaymentSnapshot): number {
  return rule === 'payment-failures' ? snapshot.failuresLastHour : snapshot.checkoutsInWindow;
}
