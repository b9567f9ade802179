import { describe, expect, it } from 'vitest';
import { hasRecovered, isFiring, unpaidCheckoutWindow, type PaymentSnapshot } from './alert-rules.js';

const now = new Date('2031-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const settings = { noSuccessMinutes: 60 };
const snapshot = (overrides: Partial<PaymentSnapshot> = {}): PaymentSnapshot => ({
  now,
  failuresLastHour: 0,
  consecutiveFailures: 0,
  lastSuccessfulPayment: minutesAgo(5),
  checkoutsInWindow: 0,
  ...overrides,
});

describe('payment alert rules', () => {
  it('fire on the third failure within the hour, not the second', () => {
    expect(isFiring('payment-failures', snapshot({ failuresLastHour: 2 }), settings)).toBe(false);
    expect(isFiring('payment-failures', snapshot({ failuresLastHour: 3 }), settings)).toBe(true);
  });

  it('fire for a drought of successes only while checkouts are being started', () => {
    const drought = { lastSuccessfulPayment: minutesAgo(61) };
    expect(isFiring('no-successful-payment', snapshot({ ...drought, checkoutsInWindow: 0 }), settings)).toBe(false);
    expect(isFiring('no-successful-payment', snapshot({ ...drought, checkoutsInWindow: 1 }), settings)).toBe(true);
    expect(isFiring('no-successful-payment', snapshot({ lastSuccessfulPayment: null, checkoutsInWindow: 1 }), settings)).toBe(true);
    expect(isFiring('no-successful-payment', snapshot({ lastSuccessfulPayment: minutesAgo(59), checkoutsInWindow: 4 }), settings)).toBe(false);
  });

  it('count only checkouts that have had the time to be paid', () => {
    expect(unpaidCheckoutWindow(now, settings)).toEqual({ after: minutesAgo(60), until: minutesAgo(15) });
    // A short period keeps half of itself for paying, never all of it.
    expect(unpaidCheckoutWindow(now, { noSuccessMinutes: 10 })).toEqual({ after: minutesAgo(10), until: minutesAgo(5) });
  });

  it('call the failures over once they drop below the level', () => {
    const sentAt = minutesAgo(30);
    expect(hasRecovered('payment-failures', snapshot({ failuresLastHour: 3 }), settings, sentAt)).toBe(false);
    expect(hasRecovered('payment-failures', snapshot({ failuresLastHour: 2 }), settings, sentAt)).toBe(true);
  });

  it('call the drought over only once a payment succeeds after the alert', () => {
    const sentAt = minutesAgo(30);
    const quiet = snapshot({ lastSuccessfulPayment: minutesAgo(120), checkoutsInWindow: 0 });
    expect(hasRecovered('no-successful-payment', quiet, settings, sentAt)).toBe(false);
    expect(hasRecovered('no-successful-payment', snapshot({ lastSuccessfulPayment: minutesAgo(10) }), settings, sentAt)).toBe(true);
  });
});
