import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { emailLanguage } from '../email-language.js';
import { oneLinkEmail } from '../one-link-email.js';
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
  return oneLinkEmail(to, language, t, confirmUrl, t.validity.replace('{days}', String(job.validDays)));
}
