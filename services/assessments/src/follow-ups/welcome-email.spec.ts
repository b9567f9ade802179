import { describe, expect, it } from 'vitest';
import { welcomeEmail } from './welcome-email.js';

const TOKEN = 'T'.repeat(43);

describe('mailing-list welcome email', () => {
  const email = welcomeEmail({ to: 'ana@example.com', publicUrl: 'https://wheel.example.org', unsubscribeToken: TOKEN });

  it('carries the unsubscribe page link in the text and the HTML', () => {
    expect(email.to).toBe('ana@example.com');
    expect(email.text).toContain(`https://wheel.example.org/unsubscribe/${TOKEN}`);
    expect(email.html).toContain(`href="https://wheel.example.org/unsubscribe/${TOKEN}"`);
  });

  it('signals RFC 8058 one-click unsubscribe to the API path', () => {
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<https://wheel.example.org/api/mailing-list/unsubscribe?token=${TOKEN}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('escapes what it puts into HTML', () => {
    const odd = welcomeEmail({ to: 'a@b.co', publicUrl: 'https://example.org/a"b<c>', unsubscribeToken: TOKEN });
    expect(odd.html).not.toContain('a"b<c>');
    expect(odd.html).toContain('a&#34;b&#60;c&#62;');
  });
});
