import type { EmailMessage } from '@lifewheel/contracts';
import { escapeHtml } from '@lifewheel/platform';
import { LOGIN_EMAIL_TEXTS, loginEmailLanguage } from './login-email-texts.js';

export interface LoginEmailInput {
  to: string;
  language: string;
  /** The opened (no longer sealed) link: it exists only in this message. */
  link: string;
  validMinutes: number;
}

// The wheel's first eight domain colours: the same strip as the site's mini logo.
const WHEEL_COLOURS = ['#ed6a56', '#f09b35', '#ffc74e', '#ffe266', '#a0c882', '#95d0b8', '#73cce4', '#b074ba'];

/** The login email, HTML and plain text, in the visitor's language (English when we lack it). */
export function loginEmail({ to, language, link, validMinutes }: LoginEmailInput): EmailMessage {
  const lang = loginEmailLanguage(language);
  const t = LOGIN_EMAIL_TEXTS[lang]!;
  const validity = t.validity.replace('{minutes}', String(validMinutes));
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const text = [t.heading, '', t.intro, '', link, '', validity, '', t.ignore, '', 'Lifewheel', ''].join('\n');
  const strip = WHEEL_COLOURS.map((colour) => `<td style="height:6px;background:${colour};"></td>`).join('');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:0;background:#fbfaf7;color:#1f1b2d;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbfaf7;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #dcd8e6;border-radius:12px;overflow:hidden;">
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>${strip}</tr></table></td></tr>
<tr><td style="padding:24px 24px 8px;">
<p style="margin:0 0 4px;font-weight:700;color:#4a3b63;">Lifewheel</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f1b2d;">${escapeHtml(t.heading)}</h1>
<p style="margin:0 0 20px;">${escapeHtml(t.intro)}</p>
<p style="margin:0 0 20px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#4a3b63;color:#ffffff;font-weight:600;text-decoration:none;">${escapeHtml(t.button)}</a></p>
<p style="margin:0 0 16px;color:#4b4660;">${escapeHtml(validity)}</p>
<p style="margin:0 0 4px;color:#4b4660;font-size:14px;">${escapeHtml(t.fallback)}</p>
<p style="margin:0 0 20px;font-size:14px;word-break:break-all;"><a href="${escapeHtml(link)}" style="color:#4a3b63;">${escapeHtml(link)}</a></p>
<p style="margin:0 0 24px;color:#4b4660;font-size:14px;">${escapeHtml(t.ignore)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { to, subject: t.subject, text, html, language: lang };
}
