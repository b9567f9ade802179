import { describe, expect, it } from 'vitest';
import { LANGUAGES, directionOf, localizedPath, type Language } from '@lifewheel/contracts';
import { PURCHASE_CONFIRMATION_EMAIL_TEXTS } from './purchase-confirmation-email-texts.js';
import { purchaseConfirmationEmail } from './purchase-confirmation-email.js';

const SITE = 'https://wheel.example.org';
const render = (language: string, links: { dashboardUrl?: string; loginUrl?: string } = {}) => {
  const known = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
  return purchaseConfirmationEmail(
    {
      paymentId: '0b6c1c2e-0000-4000-8000-000000000001',
      language,
      siteUrl: SITE,
      dashboardUrl: links.dashboardUrl ?? `${SITE}${localizedPath(known, '/premium/dashboard')}`,
      loginUrl: links.loginUrl ?? `${SITE}${localizedPath(known, '/login')}`,
      secrets: 'sealed',
    },
    { to: 'ana@example.com' },
  );
};

describe('purchase confirmation email', () => {
  it.each(LANGUAGES)('is written in %s, with every text and the links under its prefix', (language) => {
    const texts = PURCHASE_CONFIRMATION_EMAIL_TEXTS[language];
    expect(texts).toBeDefined();
    for (const value of Object.values(texts!)) expect(value.trim().length).toBeGreaterThan(1);
    if (language !== 'en') expect(texts!.bought).not.toBe(PURCHASE_CONFIRMATION_EMAIL_TEXTS['en']!.bought);

    const message = render(language);
    expect(message.to).toBe('ana@example.com');
    expect(message.language).toBe(language);
    expect(message.subject).toBe(texts!.subject);
    expect(message.text).toContain(texts!.bought);
    expect(message.text).toContain(texts!.login);
    expect(message.html).toContain(`<html lang="${language}" dir="${directionOf(language)}">`);
    const dashboard = `${SITE}${localizedPath(language, '/premium/dashboard')}`;
    expect(message.text).toContain(dashboard);
    expect(message.html).toContain(`href="${dashboard}"`);
    expect(message.html).toContain(`href="${SITE}${localizedPath(language, '/login')}"`);
  });

  it('writes Arabic right to left', () => {
    expect(render('ar').html).toContain('<html lang="ar" dir="rtl">');
  });

  it('falls back to the base language, then English', () => {
    expect(render('es-AR').language).toBe('es');
    expect(render('xx').subject).toBe('Your Lifewheel Premium purchase');
  });

  it('escapes the links it puts into HTML', () => {
    const odd = render('en', { dashboardUrl: 'https://example.org/d?x=1&y="2"' });
    expect(odd.html).toContain('href="https://example.org/d?x=1&#38;y=&#34;2&#34;"');
    expect(odd.html).not.toContain('y="2"');
  });
});
