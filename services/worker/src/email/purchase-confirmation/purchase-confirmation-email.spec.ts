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
  it('has every text, translated, in each of the 24 languages', () => {
    const english = PURCHASE_CONFIRMATION_EMAIL_TEXTS['en']!;
    const missing = LANGUAGES.flatMap((language) =>
      Object.keys(english)
        .filter((key) => !(PURCHASE_CONFIRMATION_EMAIL_TEXTS[language]?.[key as keyof typeof english] ?? '').trim())
        .map((key) => `${language}.${key}`),
    );
    expect(missing).toEqual([]);
    const untranslated = LANGUAGES.filter((language) => language !== 'en' && PURCHASE_CONFIRMATION_EMAIL_TEXTS[language]!.bought === english.bought);
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGES)('renders %s: its own texts, its writing direction, and the links under its prefix', (language) => {
    const { subject, bought, login } = PURCHASE_CONFIRMATION_EMAIL_TEXTS[language]!;
    const message = render(language);
    expect({ to: message.to, language: message.language, subject: message.subject }).toEqual({ to: 'ana@example.com', language, subject });
    for (const sentence of [bought, login]) expect(message.text).toContain(sentence);
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
