import { JobName, type JobPayloads, type PaymentAlertEmailJob } from '@lifewheel/contracts';
import { sealJobSecrets } from '@lifewheel/platform';
import { FAILURE_THRESHOLD, type AlertRuleId, type AlertSettings, type PaymentSnapshot } from './alert-rules.js';

// The worker writes the alert emails; this side decides and hands over the figures.

export type AlertKind = PaymentAlertEmailJob['kind'];

/** One job per recipient, the address sealed: one bad address cannot hold back the others. */
export function alertEmailJobs(
  recipients: readonly string[],
  rule: AlertRuleId,
  kind: AlertKind,
  snapshot: PaymentSnapshot,
  settings: AlertSettings,
  jobSecretKey: Buffer,
): JobPayloads[JobName.SendPaymentAlertEmail][] {
  const figures = {
    failuresLastHour: snapshot.failuresLastHour,
    consecutiveFailures: snapshot.consecutiveFailures,
    checkoutsInWindow: snapshot.checkoutsInWindow,
    lastSuccessfulPayment: snapshot.lastSuccessfulPayment?.toISOString() ?? null,
    checkedAt: snapshot.now.toISOString(),
  };
  return recipients.map((to) => ({
    rule,
    kind,
    figures,
    failureThreshold: FAILURE_THRESHOLD,
    noSuccessMinutes: settings.noSuccessMinutes,
    secrets: sealJobSecrets(JobName.SendPaymentAlertEmail, { to }, jobSecretKey),
  }));
}
