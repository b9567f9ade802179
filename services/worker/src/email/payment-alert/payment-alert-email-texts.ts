import type { JobName, JobPayloads } from '@lifewheel/contracts';

// Every text of the payment alert emails. They go to the team (ALERT_EMAILS), not to the people
// using Lifewheel, so English only.

type AlertJob = JobPayloads[JobName.SendPaymentAlertEmail];

const when = (iso: string | null) => (iso ? `${iso.replace('T', ' ').slice(0, 16)} UTC` : 'never (none on record)');

export function alertFigures({ figures }: AlertJob): string[] {
  return [
    `Failed payments in the last hour: ${figures.failuresLastHour}`,
    `Failed payments since the last successful one: ${figures.consecutiveFailures}`,
    `Last successful payment: ${when(figures.lastSuccessfulPayment)}`,
    `Checked at: ${when(figures.checkedAt)}`,
  ];
}

export function alertSubject({ rule, kind, figures, noSuccessMinutes }: AlertJob): string {
  if (rule === 'payment-failures') {
    return kind === 'alert'
      ? `[Lifewheel alert] ${figures.failuresLastHour} payments failed in the last hour`
      : '[Lifewheel recovered] Payment failures are back below the alert level';
  }
  return kind === 'alert'
    ? `[Lifewheel alert] No successful payment for ${noSuccessMinutes} minutes while checkouts are started`
    : '[Lifewheel recovered] Payments are succeeding again';
}

export function alertLead({ rule, kind, figures, failureThreshold, noSuccessMinutes }: AlertJob): string {
  if (rule === 'payment-failures') {
    return kind === 'alert'
      ? `${figures.failuresLastHour} payments failed within the last hour (the alert level is ${failureThreshold}).`
      : `Fewer than ${failureThreshold} payments failed within the last hour, so the earlier alert is over.`;
  }
  return kind === 'alert'
    ? `${figures.checkoutsInWindow} checkout(s) were started in the last ${noSuccessMinutes} minutes, and no payment has succeeded in that time.`
    : 'A payment has succeeded since the alert, so the earlier alert is over.';
}

export const ALERT_NEXT_STEPS = [
  'What to check: the Stripe dashboard (Payments, Events, Webhooks: are deliveries failing?),',
  'the billing service logs and its health at /api/health, and the failed jobs of the observability queue.',
  'You get at most one alert per rule per hour while the problem lasts, and a notice when it is over.',
];
