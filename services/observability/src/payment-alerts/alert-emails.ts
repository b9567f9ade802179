import type { EmailMessage } from '@lifewheel/contracts';
import { FAILURE_THRESHOLD, type AlertRuleId, type AlertSettings, type PaymentSnapshot } from './alert-rules.js';

// Ops emails, in English: they go to the team (ALERT_EMAILS), not to the people using Lifewheel.

export type AlertKind = 'alert' | 'recovery';

const when = (date: Date | null) => (date ? `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC` : 'never (none on record)');

function figures(snapshot: PaymentSnapshot): string[] {
  return [
    `Failed payments in the last hour: ${snapshot.failuresLastHour}`,
    `Failed payments since the last successful one: ${snapshot.consecutiveFailures}`,
    `Last successful payment: ${when(snapshot.lastSuccessfulPayment)}`,
    `Checked at: ${when(snapshot.now)}`,
  ];
}

function subjectOf(rule: AlertRuleId, kind: AlertKind, snapshot: PaymentSnapshot, settings: AlertSettings): string {
  if (rule === 'payment-failures') {
    return kind === 'alert'
      ? `[Lifewheel alert] ${snapshot.failuresLastHour} payments failed in the last hour`
      : '[Lifewheel recovered] Payment failures are back below the alert level';
  }
  return kind === 'alert'
    ? `[Lifewheel alert] No successful payment for ${settings.noSuccessMinutes} minutes while checkouts are started`
    : '[Lifewheel recovered] Payments are succeeding again';
}

function leadOf(rule: AlertRuleId, kind: AlertKind, snapshot: PaymentSnapshot, settings: AlertSettings): string {
  if (rule === 'payment-failures') {
    return kind === 'alert'
      ? `${snapshot.failuresLastHour} payments failed within the last hour (the alert level is ${FAILURE_THRESHOLD}).`
      : `Fewer than ${FAILURE_THRESHOLD} payments failed within the last hour, so the earlier alert is over.`;
  }
  return kind === 'alert'
    ? `${snapshot.checkoutsInWindow} checkout(s) were started in the last ${settings.noSuccessMinutes} minutes, and no payment has succeeded in that time.`
    : `A payment has succeeded since the alert, so the earlier alert is over.`;
}

const NEXT_STEPS = [
  'What to check: the Stripe dashboard (Payments, Events, Webhooks: are deliveries failing?),',
  'the billing service logs and its health at /api/health, and the failed jobs of the observability queue.',
  'You get at most one alert per rule per hour while the problem lasts, and a notice when it is over.',
];

/** One email per recipient: one bad address cannot hold back the others. */
export function alertEmails(recipients: readonly string[], rule: AlertRuleId, kind: AlertKind, snapshot: PaymentSnapshot, settings: AlertSettings): EmailMessage[] {
  const lines = [leadOf(rule, kind, snapshot, settings), '', ...figures(snapshot), '', ...(kind === 'alert' ? NEXT_STEPS : [])];
  const text = `${lines.join('\n').trimEnd()}\n`;
  return recipients.map((to) => ({ to, subject: subjectOf(rule, kind, snapshot, settings), text, language: 'en' }));
}
