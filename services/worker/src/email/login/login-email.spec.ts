import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@lifewheel/contracts';
import { LOGIN_EMAIL_TEXTS, loginEmailLanguage } from './login-email-texts.js';
import { loginEmail } from './login-email.js';

const link = 'https://wheel.example/es/login/verify#token=abc_DEF-123';

describe('login email', () => {
  it.each(LANGUAGES)('has every text in %s, with the minutes to fill in', (language) => {
    const texts = LOGIN_EMAIL_TEXTS[language];
    expect(texts).toBeDefined();
    for (const value of Object.values(texts!)) expect(value.trim().length).toBeGreaterThan(1);
    expect(texts!.validity).toContain('{minutes}');
    if (language !== 'en') expect(texts!.heading).not.toBe(LOGIN_EMAIL_TEXTS['en']!.heading);
  });

  it('has the link, the validity and the language in both parts', () => {
    const message = loginEmail({ to: 'ana@example.com', language: 'de', link, validMinutes: 15 });
    expect(message.subject).toBe('Ihr Anmeldelink für Lifewheel');
    expect(message.language).toBe('de');
    expect(message.text).toContain(link);
    expect(message.text).toContain('15 Minuten');
    expect(message.html).toContain(`href="${link}"`);
    expect(message.html).toContain('<html lang="de" dir="ltr">');
  });

  it('writes Arabic right to left', () => {
    expect(loginEmail({ to: 'a@example.com', language: 'ar', link, validMinutes: 15 }).html).toContain('dir="rtl"');
  });

  it('falls back to the base language, then English', () => {
    expect(loginEmailLanguage('es-AR')).toBe('es');
    expect(loginEmailLanguage('xx')).toBe('en');
    expect(loginEmail({ to: 'a@example.com', language: 'xx', link, validMinutes: 15 }).subject).toBe('Your Lifewheel login link');
  });

  it('escapes the link in HTML', () => {
    const html = loginEmail({ to: 'a@example.com', language: 'en', link: 'https://x.example/?a=1&b="2"', validMinutes: 15 }).html!;
    expect(html).toContain('https://x.example/?a=1&#38;b=&#34;2&#34;');
    expect(html).not.toContain('b="2"');
  });
});
