import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { emailLanguage } from '../email-language.js';
import { MUTED, emailHtml, paragraph, textLink } from '../email-layout.js';
import type { RenderedEmail } from '../rendered-email.js';
import { WELCOME_EMAIL_TEXTS } from './welcome-email-texts.js';

/**
 * The mailing list's welcome email in the subscriber's language, with the unsubscribe page in the
 * body and RFC 8058 one-click unsubscribe in the headers (mail apps POST to it).
 */
export function welcomeEmail(job: JobPayloads[JobName.SendWelcomeEmail], secrets: JobSecrets<JobName.SendWelcomeEmail>): RenderedEmail {
  const language = emailLanguage(job.language, WELCOME_EMAIL_TEXTS);
  const t = WELCOME_EMAIL_TEXTS[language]!;
  const text = [t.heading, '', t.intro, '', t.unsubscribe, secrets.unsubscribeUrl, '', 'Lifewheel', job.siteUrl, ''].join('\n');
  const body = [
    paragraph(t.intro, 'margin-bottom:20px;'),
    paragraph(t.unsubscribe, `${MUTED}margin-bottom:4px;`),
    textLink(secrets.unsubscribeUrl, t.unsubscribeLink, 'margin-bottom:20px;'),
    textLink(job.siteUrl, job.siteUrl, `${MUTED}font-size:14px;margin-bottom:24px;`),
  ].join('\n');
  return {
    to: secrets.to,
    subject: t.subject,
    text,
    html: emailHtml({ language, title: t.subject, heading: t.heading, body }),
    language,
    headers: {
      'List-Unsubscribe': `<${secrets.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
