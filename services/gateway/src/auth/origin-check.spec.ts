import { describe, expect, it } from 'vitest';
import { originAllowed, type OriginRequest } from './origin-check.js';

const base: OriginRequest = {
  method: 'POST',
  path: '/api/auth/verify',
  origin: 'https://lifewheel.example',
  host: 'lifewheel.example',
  publicOrigin: 'https://lifewheel.example',
};

describe('originAllowed', () => {
  it('lets reads and non-API paths through', () => {
    expect(originAllowed({ ...base, method: 'GET', origin: undefined })).toBe(true);
    expect(originAllowed({ ...base, method: 'HEAD', origin: 'https://evil.example' })).toBe(true);
    expect(originAllowed({ ...base, path: '/login', origin: undefined })).toBe(true);
  });

  it('accepts PUBLIC_URL and the host the request was sent to', () => {
    expect(originAllowed(base)).toBe(true);
    expect(originAllowed({ ...base, publicOrigin: undefined })).toBe(true);
    expect(originAllowed({ ...base, origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000', publicOrigin: 'http://localhost:4000' })).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a %s from another site, a missing Origin and "null"', (method) => {
    expect(originAllowed({ ...base, method, origin: 'https://evil.example' })).toBe(false);
    expect(originAllowed({ ...base, method, origin: 'https://lifewheel.example.evil.example', host: 'lifewheel.example' })).toBe(false);
    expect(originAllowed({ ...base, method, origin: undefined })).toBe(false);
    expect(originAllowed({ ...base, method, origin: 'null' })).toBe(false);
    expect(originAllowed({ ...base, method, origin: 'http://lifewheel.example:8080' })).toBe(false);
  });

  it('refuses what the browser itself calls cross-site, with or without an Origin', () => {
    expect(originAllowed({ ...base, fetchSite: 'cross-site' })).toBe(false);
    expect(originAllowed({ ...base, origin: undefined, fetchSite: 'cross-site' })).toBe(false);
    expect(originAllowed({ ...base, fetchSite: 'same-origin' })).toBe(true);
  });

  it('exempts the Stripe webhook, one-click unsubscribe and the one-click stop of focus reminders', () => {
    expect(originAllowed({ ...base, path: '/api/billing/webhook', origin: undefined })).toBe(true);
    expect(originAllowed({ ...base, path: '/api/mailing-list/unsubscribe', origin: undefined })).toBe(true);
    expect(originAllowed({ ...base, path: '/api/focus-reminders/stop', origin: undefined })).toBe(true);
  });

  it('keeps checking the other focus routes', () => {
    expect(originAllowed({ ...base, path: '/api/premium/focus', origin: undefined })).toBe(false);
    expect(originAllowed({ ...base, method: 'PUT', path: '/api/premium/focus/x/reminders', origin: 'https://evil.example' })).toBe(false);
  });
});
