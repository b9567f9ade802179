import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { emailLanguage } from '../email-language.js';
import { MUTED, button, emailHtml, paragraph, plainLink, textLink } from '../email-layout.js';
import { LOGIN_EMAIL_TEXTS } from '../login/login-email-texts.js';
import type { RenderedEmail } from '../rendered-email.js';
import { PURCHASE_CONFIRMATION_EMAIL_TEXTS } from './purchase-confirmation-email-texts.js';

/**
 * The purchase confirmation in the buyer's language: what was bought, the dashboard under their
 * language, and how to log in later (the login page, with this address). The links are identity's.
 */
export function purchaseConfirmationEmail(
  job: JobPayloads[JobName.SendPurchaseConfirmationEmail],
  { to }: JobSecrets<JobName.SendPurchaseConfirmationEmail>,
): RenderedEmail {
  const language = emailLanguage(job.language, PURCHASE_CONFIRMATION_EMAIL_TEXTS);
  const t = PURCHASE_CONFIRMATION_EMAIL_TEXTS[language]!;
  const { fallback } = LOGIN_EMAIL_TEXTS[emailLanguage(language, LOGIN_EMAIL_TEXTS)]!;
  const text = [t.heading, '', t.bought, '', `${t.button}: ${job.dashboardUrl}`, '', t.login, job.loginUrl, '', 'Lifewheel', job.siteUrl, ''].join('\n');
  const body = [
    paragraph(t.bought, 'margin-bottom:20px;'),
    button(job.dashboardUrl, t.button),
    paragraph(fallback, `${MUTED}font-size:14px;margin-bottom:4px;`),
    plainLink(job.dashboardUrl),
    paragraph(t.login, `${MUTED}margin-bottom:4px;`),
    textLink(job.loginUrl, t.loginLink, 'margin-bottom:24px;'),
  ].join('\n');
  return { to, subject: t.subject, text, html: emailHtml({ language, title: t.subject, heading: t.heading, body }), language };
}
