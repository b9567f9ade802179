import { describe, expect, it } from 'vitest';
import { renewedExpiry, sessionExpiry } from './session-expiry.js';

const DAY = 24 * 3600 * 1000;
const MAX_AGE = 90 * DAY;
const login = new Date('2026-01-01T00:00:00Z');
const at = (days: number) => new Date(login.getTime() + days * DAY);

describe('session expiry', () => {
  it('is 30 days from now, capped at the login plus the maximum age', () => {
    expect(sessionExpiry(login, login, MAX_AGE)).toEqual(at(30));
    expect(sessionExpiry(login, at(70), MAX_AGE)).toEqual(at(90));
    expect(sessionExpiry(login, login, 7 * DAY)).toEqual(at(7));
  });

  it('renews at most once a day while the session is used', () => {
    expect(renewedExpiry(login, at(30), at(0.5), MAX_AGE)).toBeUndefined();
    expect(renewedExpiry(login, at(30), at(1), MAX_AGE)).toEqual(at(31));
  });

  it('never renews past the absolute end, and takes the last step up to it even when it is short', () => {
    expect(renewedExpiry(login, at(89.5), at(60), MAX_AGE)).toEqual(at(90));
    expect(renewedExpiry(login, at(90), at(80), MAX_AGE)).toBeUndefined();
  });
});
