import { describe, expect, it } from 'vitest';
import type { JobName, JobPayloads } from '@lifewheel/contracts';
import { paymentAlertEmail } from './payment-alert-email.js';

type AlertJob = JobPayloads[JobName.SendPaymentAlertEmail];

const job = (overrides: Partial<AlertJob> = {}): AlertJob => ({
  rule: 'payment-failures',
  kind: 'alert',
  figures: {
    failuresLastHour: 3,
    consecutiveFailures: 4,
    checkoutsInWindow: 2,
    lastSuccessfulPayment: '2031-03-01T07:30:00.000Z',
    checkedAt: '2031-03-01T09:00:00.000Z',
  },
  failureThreshold: 3,
  noSuccessMinutes: 60,
  secrets: 'sealed',
  ...overrides,
});
const render = (overrides: Partial<AlertJob> = {}) => paymentAlertEmail(job(overrides), { to: 'ops@example.com' });

describe('payment alert email (to ops, in English)', () => {
  it('states the rule, the figures and what to check', () => {
    const message = render();
    expect(message.to).toBe('ops@example.com');
    expect(message.language).toBe('en');
    expect(message.subject).toBe('[Lifewheel alert] 3 payments failed in the last hour');
    expect(message.text).toContain('3 payments failed within the last hour (the alert level is 3).');
    expect(message.text).toContain('Failed payments since the last successful one: 4');
    expect(message.text).toContain('Last successful payment: 2031-03-01 07:30 UTC');
    expect(message.text).toContain('Checked at: 2031-03-01 09:00 UTC');
    expect(message.text).toContain('What to check: the Stripe dashboard');
    expect(message.html).toContain('<html lang="en" dir="ltr">');
  });

  it.each<[Partial<AlertJob>, string]>([
    [{ kind: 'recovery' }, '[Lifewheel recovered] Payment failures are back below the alert level'],
    [{ rule: 'no-successful-payment' }, '[Lifewheel alert] No successful payment for 60 minutes while checkouts are started'],
    [{ rule: 'no-successful-payment', kind: 'recovery' }, '[Lifewheel recovered] Payments are succeeding again'],
  ])('has a subject for each rule and kind (%o)', (overrides, subject) => {
    const message = render(overrides);
    expect(message.subject).toBe(subject);
    if (overrides.kind === 'recovery') expect(message.text).not.toContain('What to check');
  });

  it('says when no payment has ever succeeded', () => {
    expect(render({ figures: { ...job().figures, lastSuccessfulPayment: null } }).text).toContain('Last successful payment: never (none on record)');
  });

  it('escapes what it puts into HTML', () => {
    // Figures are numbers from the database, but nothing reaches the HTML unescaped.
    const html = render({ rule: 'no-successful-payment', noSuccessMinutes: '<b>60</b>' as unknown as number }).html;
    expect(html).not.toContain('<b>60</b>');
    expect(html).toContain('&#60;b&#62;60&#60;/b&#62;');
  });
});
