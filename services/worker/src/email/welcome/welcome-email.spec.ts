import { describe, expect, it } from 'vitest';
import { LANGUAGES, directionOf } from '@lifewheel/contracts';
import { WELCOME_EMAIL_TEXTS } from './welcome-email-texts.js';
import { welcomeEmail } from './welcome-email.js';

const TOKEN = 'T'.repeat(43);
const secrets = {
  to: 'ana@example.com',
  unsubscribeUrl: `https://wheel.example.org/unsubscribe/${TOKEN}`,
  oneClickUnsubscribeUrl: `https://wheel.example.org/api/mailing-list/unsubscribe?token=${TOKEN}`,
};
const render = (language: string, siteUrl = 'https://wheel.example.org', opened = secrets) =>
  welcomeEmail({ subscriberId: '0b6c1c2e-0000-4000-8000-000000000001', language, siteUrl, secrets: 'sealed' }, opened);

describe('mailing-list welcome email', () => {
  it.each(LANGUAGES)('is written in %s, with every text', (language) => {
    const texts = WELCOME_EMAIL_TEXTS[language];
    expect(texts).toBeDefined();
    for (const value of Object.values(texts!)) expect(value.trim().length).toBeGreaterThan(1);
    if (language !== 'en') expect(texts!.intro).not.toBe(WELCOME_EMAIL_TEXTS['en']!.intro);

    const message = render(language);
    expect(message.language).toBe(language);
    expect(message.subject).toBe(texts!.subject);
    expect(message.text).toContain(texts!.intro);
    expect(message.html).toContain(`<html lang="${language}" dir="${directionOf(language)}">`);
  });

  it('writes Arabic right to left', () => {
    expect(render('ar').html).toContain('<html lang="ar" dir="rtl">');
  });

  it('carries the unsubscribe page link in the text and the HTML, to the sealed address', () => {
    const message = render('en');
    expect(message.to).toBe('ana@example.com');
    expect(message.text).toContain(secrets.unsubscribeUrl);
    expect(message.html).toContain(`href="${secrets.unsubscribeUrl}"`);
  });

  it('signals RFC 8058 one-click unsubscribe to the API path', () => {
    expect(render('fr').headers).toEqual({
      'List-Unsubscribe': `<${secrets.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('falls back to the base language, then English', () => {
    expect(render('es-AR').language).toBe('es');
    expect(render('xx').subject).toBe('Welcome to the Lifewheel mailing list');
  });

  it('escapes what it puts into HTML', () => {
    const odd = render('en', 'https://example.org/a"b<c>', { ...secrets, unsubscribeUrl: 'https://example.org/u?x=1&y="2"' });
    expect(odd.html).not.toContain('a"b<c>');
    expect(odd.html).toContain('a&#34;b&#60;c&#62;');
    expect(odd.html).toContain('href="https://example.org/u?x=1&#38;y=&#34;2&#34;"');
  });
});
