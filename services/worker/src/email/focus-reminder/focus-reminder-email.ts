import { UnrecoverableError } from 'bullmq';
import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { domainTexts } from '@lifewheel/content/domain-names';
import { emailLanguage } from '../email-language.js';
import { MUTED, button, emailHtml, paragraph, plainLink, textLink } from '../email-layout.js';
import type { RenderedEmail } from '../rendered-email.js';
import { FOCUS_REMINDER_EMAIL_TEXTS } from './focus-reminder-email-texts.js';

/**
 * A 30-day focus's reminder in the focus's language: on day 7 a check-in midway, on day 30 the
 * close of the focus. Its main action is the quick re-rate of the one domain; the stop link is in
 * the body and, for mail apps, in RFC 8058 one-click form in the headers (they POST to it).
 */
export function focusReminderEmail(job: JobPayloads[JobName.SendFocusReminderEmail], secrets: JobSecrets<JobName.SendFocusReminderEmail>): RenderedEmail {
  const language = emailLanguage(job.language, FOCUS_REMINDER_EMAIL_TEXTS);
  const t = FOCUS_REMINDER_EMAIL_TEXTS[language]!;
  // The domain's name as the person's web pages show it, in the language the email is written in.
  const domain = domainTexts(language)[job.domain]?.name;
  const day = t.days[job.day];
  // Assessments writes both from its own focus row; anything else is a producer's bug no retry mends.
  if (domain === undefined || day === undefined) throw new UnrecoverableError(`A focus reminder needs a known domain and day 7 or 30 (got ${String(job.day)})`);
  const fill = (text: string) => text.replaceAll('{domain}', domain);
  const [subject, heading, intro, rerate] = [day.subject, day.heading, day.intro, day.rerate].map(fill) as [string, string, string, string];
  const text = [
    heading,
    '',
    intro,
    '',
    rerate,
    '',
    `${t.rerateButton}: ${secrets.rerateUrl}`,
    '',
    t.why,
    `${t.stopLink}: ${secrets.stopUrl}`,
    '',
    'Lifewheel',
    job.siteUrl,
    '',
  ].join('\n');
  const body = [
    paragraph(intro),
    paragraph(rerate, 'margin-bottom:20px;'),
    button(secrets.rerateUrl, t.rerateButton),
    plainLink(secrets.rerateUrl),
    paragraph(t.why, `${MUTED}font-size:14px;margin-bottom:4px;`),
    textLink(secrets.stopUrl, t.stopLink, 'font-size:14px;margin-bottom:20px;'),
    textLink(job.siteUrl, job.siteUrl, `${MUTED}font-size:14px;margin-bottom:24px;`),
  ].join('\n');
  return {
    to: secrets.to,
    subject,
    text,
    html: emailHtml({ language, title: subject, heading, body }),
    language,
    headers: {
      // The one-click target first: RFC 8058 mail apps POST to the first https address.
      'List-Unsubscribe': `<${secrets.oneClickStopUrl}>, <${secrets.stopUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
