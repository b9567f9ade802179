import { indexNowAnswerMeaning, type JobName, type JobPayloads, type JobSecrets } from '@lifewheel/contracts';
import { MUTED, emailHtml, paragraph } from '../email-layout.js';
import type { RenderedEmail } from '../rendered-email.js';

// Ops email (ALERT_EMAILS), English like the payment alerts.
const LANGUAGE = 'en';
const when = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;

/** An IndexNow alert to one ops address. */
export function indexNowAlertEmail(job: JobPayloads[JobName.SendIndexNowAlertEmail], { to }: JobSecrets<JobName.SendIndexNowAlertEmail>): RenderedEmail {
  const subject =
    job.rule === 'rejected-batches'
      ? '[Lifewheel alert] IndexNow rejected two batches in a row'
      : '[Lifewheel alert] IndexNow has answered 429 for over an hour';
  const lead =
    job.rule === 'rejected-batches'
      ? `The search engines' IndexNow endpoint rejected two batches in a row. Rejected batches are not retried.`
      : `The search engines' IndexNow endpoint has asked us to slow down (429) for over an hour.`;
  const figures = [`Last answer: ${job.lastCode ?? 'none'} (${indexNowAnswerMeaning(job.lastCode)})`, `Since: ${when(job.since)}`, `Endpoint: ${job.endpoint}`];
  const nextStep = 'Open /admin-indexnow: the key self-test and the history show what the engine answered.';
  const text = `${[lead, '', ...figures, '', nextStep].join('\n')}\n`;
  const body = [paragraph(lead), paragraph(figures.join('\n'), 'white-space:pre-line;'), paragraph(nextStep, MUTED)].join('\n');
  return { to, subject, text, html: emailHtml({ language: LANGUAGE, title: subject, heading: subject, body }), language: LANGUAGE };
}
