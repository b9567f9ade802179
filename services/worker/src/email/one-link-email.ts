import { MUTED, button, emailHtml, paragraph, plainLink } from './email-layout.js';
import type { RenderedEmail } from './rendered-email.js';

/** The texts of an email whose whole point is one button (the login link, the mailing list's confirm link). */
export interface OneLinkEmailTexts {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  validity: string;
  fallback: string;
  ignore: string;
}

/**
 * Such an email, HTML and plain text: the button, how long its link works (`validity`, already
 * filled in), the link again for copying, and what to do when it was not you.
 */
export function oneLinkEmail(to: string, language: string, t: OneLinkEmailTexts, link: string, validity: string): RenderedEmail {
  const text = [t.heading, '', t.intro, '', link, '', validity, '', t.ignore, '', 'Lifewheel', ''].join('\n');
  const body = [
    paragraph(t.intro, 'margin-bottom:20px;'),
    button(link, t.button),
    paragraph(validity, MUTED),
    paragraph(t.fallback, `${MUTED}font-size:14px;margin-bottom:4px;`),
    plainLink(link),
    paragraph(t.ignore, `${MUTED}font-size:14px;margin-bottom:24px;`),
  ].join('\n');
  return { to, subject: t.subject, text, html: emailHtml({ language, title: t.subject, heading: t.heading, body }), language };
}
