import type { JobName, JobPayloads, JobSecrets } from '@lifewheel/contracts';
import { MUTED, emailHtml, paragraph } from '../email-layout.js';
import type { RenderedEmail } from '../rendered-email.js';

// Ops email (ALERT_EMAILS), English like the payment and IndexNow alerts.
const LANGUAGE = 'en';
const when = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** A Redis memory alert, or the notice that it is over, to one ops address. */
export function redisMemoryAlertEmail(
  job: JobPayloads[JobName.SendRedisMemoryAlertEmail],
  { to }: JobSecrets<JobName.SendRedisMemoryAlertEmail>,
): RenderedEmail {
  const used = percent(job.usedBytes / job.maxBytes);
  const level = percent(job.alertRatio);
  const subject =
    job.kind === 'alert' ? `[Lifewheel alert] Redis memory at ${used} of its cap` : `[Lifewheel recovered] Redis memory is back below ${level} of its cap`;
  const lead =
    job.kind === 'alert'
      ? `Redis uses ${used} of its memory cap (the alert level is ${level}). It refuses every write once full: rate limits, queues and requests between our services, so the whole product stops.`
      : `Redis uses ${used} of its memory cap, below the alert level of ${level}, so the earlier alert is over.`;
  const figures = [`Used: ${megabytes(job.usedBytes)} of ${megabytes(job.maxBytes)} (maxmemory)`, `Checked at: ${when(job.checkedAt)}`];
  const nextStep =
    job.kind === 'alert'
      ? 'Open /admin/debug for the queues and the processes; `redis-cli --bigkeys` shows what fills it. Raise maxmemory (k8s/base/redis.yaml) if the load is real.'
      : 'Nothing to do; the alert is sent again if it fills up once more.';
  const text = `${[lead, '', ...figures, '', nextStep].join('\n')}\n`;
  const body = [paragraph(lead), paragraph(figures.join('\n'), 'white-space:pre-line;'), paragraph(nextStep, MUTED)].join('\n');
  return { to, subject, text, html: emailHtml({ language: LANGUAGE, title: subject, heading: subject, body }), language: LANGUAGE };
}
