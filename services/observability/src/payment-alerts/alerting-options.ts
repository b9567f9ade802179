import type { AlertSettings } from './alert-rules.js';

export const ALERTING_OPTIONS = Symbol('ALERTING_OPTIONS');

export interface AlertingOptions extends AlertSettings {
  /** ALERT_EMAILS, already split and normalised; empty: alerts are only logged. */
  recipients: readonly string[];
  /** ALERT_EVALUATE_EVERY_SECONDS: how often the job scheduler ticks. */
  evaluateEverySeconds: number;
  /** JOB_SECRET_KEY: seals each recipient's address into its email job. */
  jobSecretKey: Buffer;
}
