import { directionOf } from '@lifewheel/contracts';
import { escapeHtml } from '@lifewheel/platform';

// The wheel's first eight domain colours: the same strip as the site's mini logo.
const WHEEL_COLOURS = ['#ed6a56', '#f09b35', '#ffc74e', '#ffe266', '#a0c882', '#95d0b8', '#73cce4', '#b074ba'];

export const MUTED = 'color:#4b4660;';

/** One paragraph of text (escaped here), with optional inline style. */
export const paragraph = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

/** A link drawn as the site's primary button. */
export const button = (href: string, label: string) =>
  `<p style="margin:0 0 20px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#4a3b63;color:#ffffff;font-weight:600;text-decoration:none;">${escapeHtml(label)}</a></p>`;

/** A link in a paragraph of its own, in the text's colour. */
export const textLink = (href: string, label: string, style = '') =>
  `<p style="margin:0 0 16px;${style}"><a href="${escapeHtml(href)}" style="color:#4a3b63;">${escapeHtml(label)}</a></p>`;

/** A link that shows its own address, for mail apps that hide buttons. */
export const plainLink = (href: string) =>
  `<p style="margin:0 0 20px;font-size:14px;word-break:break-all;"><a href="${escapeHtml(href)}" style="color:#4a3b63;">${escapeHtml(href)}</a></p>`;

/**
 * Every email's HTML: the card with the wheel's colour strip, `<html lang dir>` from the language
 * (right to left where it writes so). `body` is HTML built from the helpers above, which escape
 * every text they are given.
 */
export function emailHtml({ language, title, heading, body }: { language: string; title: string; heading: string; body: string }): string {
  const strip = WHEEL_COLOURS.map((colour) => `<td style="height:6px;background:${colour};"></td>`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${directionOf(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#fbfaf7;color:#1f1b2d;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbfaf7;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #dcd8e6;border-radius:12px;overflow:hidden;">
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>${strip}</tr></table></td></tr>
<tr><td style="padding:24px 24px 8px;">
<p style="margin:0 0 4px;font-weight:700;color:#4a3b63;">Lifewheel</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f1b2d;">${escapeHtml(heading)}</h1>
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
