import { describe, expect, it } from 'vitest';
import { confirmPageUrl, oneClickUnsubscribeUrl, unsubscribePageUrl } from './unsubscribe-links.js';

const TOKEN = 'T'.repeat(43);

describe('unsubscribe links', () => {
  it("leads to the confirmation page in the subscriber's language, English unprefixed", () => {
    expect(unsubscribePageUrl('https://wheel.example.org', 'ar', TOKEN)).toBe(`https://wheel.example.org/ar/unsubscribe/${TOKEN}`);
    expect(unsubscribePageUrl('https://wheel.example.org', 'pt-BR', TOKEN)).toBe(`https://wheel.example.org/pt-BR/unsubscribe/${TOKEN}`);
    expect(unsubscribePageUrl('https://wheel.example.org', 'en', TOKEN)).toBe(`https://wheel.example.org/unsubscribe/${TOKEN}`);
  });

  it('uses no prefix for a language the site does not have (the page would not exist)', () => {
    expect(unsubscribePageUrl('https://wheel.example.org', 'es-AR', TOKEN)).toBe(`https://wheel.example.org/unsubscribe/${TOKEN}`);
  });

  it('points one-click unsubscribe (RFC 8058) at the API', () => {
    expect(oneClickUnsubscribeUrl('https://wheel.example.org', TOKEN)).toBe(`https://wheel.example.org/api/mailing-list/unsubscribe?token=${TOKEN}`);
  });

  it("leads a confirmation email to the confirm page in the signup's language", () => {
    expect(confirmPageUrl('https://wheel.example.org', 'ar', TOKEN)).toBe(`https://wheel.example.org/ar/mailing-list/confirm/${TOKEN}`);
    expect(confirmPageUrl('https://wheel.example.org', 'en', TOKEN)).toBe(`https://wheel.example.org/mailing-list/confirm/${TOKEN}`);
    expect(confirmPageUrl('https://wheel.example.org', 'es-AR', TOKEN)).toBe(`https://wheel.example.org/mailing-list/confirm/${TOKEN}`);
  });
});
