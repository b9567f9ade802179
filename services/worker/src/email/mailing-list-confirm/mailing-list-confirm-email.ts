import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { emailLanguage } from '../email-language.js';
import { MUTED, button, emailHtml, paragraph, plainLink } from '../email-layout.js';
import type { RenderedEmail } from '../rendered-email.js';
import { MAILING_LIST_CONFIRM_EMAIL_TEXTS } from './mailing-list-confirm-email-texts.js';

/**
 * The double opt-in email in the signup's language: a link to our confirm page, where a button
 * confirms (so a mail scanner that opens the link subscribes nobody). No List-Unsubscribe: the
 * address is on no list yet, and ignoring the email is all it takes.
 */
export function mailingListConfirmEmail(
  job: JobPayloads[JobName.SendMailingListConfirmEmail],
  { to, confirmUrl }: JobSecrets<JobName.SendMailingListConfirmEmail>,
): RenderedEmail {
  const language = emailLanguage(job.language, MAILING_LIST_CONFIRM_EMAIL_TEXTS);
  const t = MAILING_LIST_CONFIRM_EMAIL_TEXTS[language]!;
  const validity = t.validity.replace('{days}', String(job.validDays));
  const text = [t.heading, '', t.intro, '', confirmUrl, '', validity, '', t.ignore, '', 'Lifewheel', job.siteUrl, ''].join('\n');
  const body = [
    paragraph(t.intro, 'margin-bottom:20px;'),
    button(confirmUrl, t.button),
    paragraph(validity, MUTED),
    paragraph(t.fallback, `${MUTED}font-size:14px;margin-bottom:4px;`),
    plainLink(confirmUrl),
    paragraph(t.ignore, `${MUTED}font-size:14px;margin-bottom:24px;`),
  ].join('\n');
  return { to, subject: t.subject, text, html: emailHtml({ language, title: t.subject, heading: t.heading, body }), language };
}
