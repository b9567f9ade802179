import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { emailLanguage } from '../email-language.js';
import { oneLinkEmail } from '../one-link-email.js';
import type { RenderedEmail } from '../rendered-email.js';
import { LOGIN_EMAIL_TEXTS } from './login-email-texts.js';

/** The login email, HTML and plain text, in the visitor's language (English when we lack it). */
export function loginEmail(job: JobPayloads[JobName.SendLoginEmail], { to, link }: JobSecrets<JobName.SendLoginEmail>): RenderedEmail {
  const language = emailLanguage(job.language, LOGIN_EMAIL_TEXTS);
  const t = LOGIN_EMAIL_TEXTS[language]!;
  return oneLinkEmail(to, language, t, link, t.validity.replace('{minutes}', String(job.validMinutes)));
}
