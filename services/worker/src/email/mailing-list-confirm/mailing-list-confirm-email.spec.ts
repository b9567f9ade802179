import { describe, expect, it } from 'vitest';
import { LANGUAGES, directionOf } from '@lifewheel/contracts';
import { MAILING_LIST_CONFIRM_EMAIL_TEXTS } from './mailing-list-confirm-email-texts.js';
import { mailingListConfirmEmail } from './mailing-list-confirm-email.js';

const confirmUrl = `https://wheel.example.org/mailing-list/confirm/${'T'.repeat(43)}`;
const render = (language: string, opened = { to: 'ana@example.com', confirmUrl }) =>
  mailingListConfirmEmail({ language, validDays: 7, secrets: 'sealed' }, opened);

describe('mailing-list confirmation email', () => {
  it.each(LANGUAGES)('is written in %s, with every text', (language) => {
    const texts = MAILING_LIST_CONFIRM_EMAIL_TEXTS[language];
    expect(texts).toBeDefined();
    for (const value of Object.values(texts!)) expect(value.trim().length).toBeGreaterThan(1);
    if (language !== 'en') expect(texts!.intro).not.toBe(MAILING_LIST_CONFIRM_EMAIL_TEXTS['en']!.intro);
    expect(texts!.validity).toContain('{days}');

    const message = render(language);
    expect(message.language).toBe(language);
    expect(message.subject).toBe(texts!.subject);
    expect(message.text).toContain(texts!.intro);
    expect(message.text).toContain(texts!.validity.replace('{days}', '7'));
    expect(message.html).toContain(`<html lang="${language}" dir="${directionOf(language)}">`);
  });

  it('writes Arabic right to left', () => {
    expect(render('ar').html).toContain('<html lang="ar" dir="rtl">');
  });

  it('carries the confirm page link in the text and as the HTML button, to the sealed address, with no unsubscribe headers', () => {
    const message = render('en');
    expect(message.to).toBe('ana@example.com');
    expect(message.text).toContain(confirmUrl);
    expect(message.html).toContain(`href="${confirmUrl}"`);
    expect(message.headers).toBeUndefined();
  });

  it('falls back to the base language, then English', () => {
    expect(render('es-AR').language).toBe('es');
    expect(render('xx').subject).toBe('Confirm your Lifewheel mailing list signup');
  });

  it('escapes what it puts into HTML', () => {
    const odd = render('en', { to: 'ana@example.com', confirmUrl: 'https://example.org/c?x=1&y="2"' });
    expect(odd.html).toContain('href="https://example.org/c?x=1&#38;y=&#34;2&#34;"');
    expect(odd.html).not.toContain('y="2"');
  });
});
