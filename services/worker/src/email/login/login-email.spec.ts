import { describe, expect, it } from 'vitest';
import { LANGUAGES, directionOf } from '@lifewheel/contracts';
import { LOGIN_EMAIL_TEXTS } from './login-email-texts.js';
import { loginEmail } from './login-email.js';

const link = 'https://wheel.example/es/login/verify#token=abc_DEF-123';
// The job's sealed part is opened before rendering: the renderer never reads it.
const job = (language: string) => ({ language, validMinutes: 15, secrets: 'sealed' });
const render = (language: string, secretLink = link) => loginEmail(job(language), { to: 'ana@example.com', link: secretLink });

describe('login email', () => {
  it.each(LANGUAGES)('is written in %s, with every text and the minutes filled in', (language) => {
    const texts = LOGIN_EMAIL_TEXTS[language];
    expect(texts).toBeDefined();
    for (const value of Object.values(texts!)) expect(value.trim().length).toBeGreaterThan(1);
    if (language !== 'en') expect(texts!.heading).not.toBe(LOGIN_EMAIL_TEXTS['en']!.heading);

    const message = render(language);
    expect(message.language).toBe(language);
    expect(message.subject).toBe(texts!.subject);
    expect(message.text).toContain(link);
    expect(message.text).toContain(texts!.validity.replace('{minutes}', '15'));
    expect(message.text).not.toContain('{minutes}');
    expect(message.html).toContain(`<html lang="${language}" dir="${directionOf(language)}">`);
  });

  it('goes to the address from the sealed part, with the link in both parts', () => {
    const message = render('de');
    expect(message.to).toBe('ana@example.com');
    expect(message.subject).toBe('Dein Anmeldelink für Lifewheel');
    expect(message.text).toContain('15 Minuten');
    expect(message.html).toContain(`href="${link}"`);
    expect(message.html).toContain('<html lang="de" dir="ltr">');
  });

  it('writes Arabic right to left', () => {
    expect(render('ar').html).toContain('<html lang="ar" dir="rtl">');
  });

  it('falls back to the base language, then English', () => {
    expect(render('es-AR').language).toBe('es');
    expect(render('xx').subject).toBe('Your Lifewheel login link');
    expect(render('xx').html).toContain('<html lang="en" dir="ltr">');
  });

  it('escapes the link in HTML', () => {
    const html = render('en', 'https://x.example/?a=1&b="2"<i>').html;
    expect(html).toContain('https://x.example/?a=1&#38;b=&#34;2&#34;&#60;i&#62;');
    expect(html).not.toContain('b="2"');
    expect(html).not.toContain('<i>');
  });
});
