import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { MUTED, emailHtml, paragraph } from '../email-layout.js';
import type { RenderedEmail } from '../rendered-email.js';
import { ALERT_NEXT_STEPS, alertFigures, alertLead, alertSubject } from './payment-alert-email-texts.js';

const LANGUAGE = 'en';

/** A payment alert or recovery notice to one ops address. */
export function paymentAlertEmail(job: JobPayloads[JobName.SendPaymentAlertEmail], { to }: JobSecrets<JobName.SendPaymentAlertEmail>): RenderedEmail {
  const subject = alertSubject(job);
  const lead = alertLead(job);
  const figures = alertFigures(job);
  const nextSteps = job.kind === 'alert' ? ALERT_NEXT_STEPS : [];
  const text = `${[lead, '', ...figures, '', ...nextSteps].join('\n').trimEnd()}\n`;
  const body = [
    paragraph(lead),
    paragraph(figures.join('\n'), 'white-space:pre-line;'),
    ...(nextSteps.length > 0 ? [paragraph(nextSteps.join(' '), MUTED)] : []),
  ].join('\n');
  return { to, subject, text, html: emailHtml({ language: LANGUAGE, title: subject, heading: subject, body }), language: LANGUAGE };
}
