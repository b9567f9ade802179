import type { Job } from 'bullmq';
import { redisKey, type Logger, type Redis } from '@lifewheel/platform';
import { extraHeaders } from './email-headers.js';
import { messageIdFor } from './message-id.js';
import type { MailTransport } from './mail-transport.js';
import type { RenderedEmail } from './rendered-email.js';

/**
 * Long enough for every retry of a job that might have sent already (8 attempts back off over about
 * 4 minutes; a stalled job is taken up again within about 20 s, job-workers.ts), short enough not
 * to fill Redis: one marker per email, so at 7 days they were most of Redis on a busy site (the
 * soak's finding).
 */
const SENT_MARKER_TTL_SECONDS = 24 * 3600;

/**
 * Sends one email job at most once: a marker per job is set once the server has accepted the
 * message, so a retry (the worker died before BullMQ recorded success) does not send it again; the
 * Message-ID derives from the job id so a receiver can still drop a duplicate in the narrow window
 * between acceptance and the marker (message-id.ts).
 */
export class EmailSender {
  constructor(
    private readonly transport: MailTransport,
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: RenderedEmail, job: Job): Promise<void> {
    const jobId = String(job.id);
    const marker = redisKey(this.prefix, 'email', 'sent', jobId);
    if (await this.redis.exists(marker)) {
      this.logger.info({ jobId }, 'Email already sent for this job; not sending again');
      return;
    }
    const headers = extraHeaders(message.headers);
    const { location } = await this.transport.send({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: messageIdFor(job, this.from),
      headers: { ...headers, 'Content-Language': message.language },
    });
    await this.redis.set(marker, '1', 'EX', SENT_MARKER_TTL_SECONDS);
    this.logger.info({ job: job.name, jobId, location }, 'Email sent');
  }
}
