import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { emailLanguage } from '../email-language.js';
import { MUTED, button, emailHtml, paragraph, plainLink } from '../email-layout.js';
import type { RenderedEmail } from '../rendered-email.js';
import { LOGIN_EMAIL_TEXTS } from './login-email-texts.js';

/** The login email, HTML and plain text, in the visitor's language (English when we lack it). */
export function loginEmail(job: JobPayloads[JobName.SendLoginEmail], { to, link }: JobSecrets<JobName.SendLoginEmail>): RenderedEmail {
  const language = emailLanguage(job.language, LOGIN_EMAIL_TEXTS);
  const t = LOGIN_EMAIL_TEXTS[language]!;
  const validity = t.validity.replace('{minutes}', String(job.validMinutes));
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
