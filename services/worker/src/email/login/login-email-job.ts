import { UnrecoverableError, type Job } from 'bullmq';
import type { LoginEmailJob } from '@lifewheel/contracts';
import { openSecret } from '@lifewheel/platform';
import type { EmailSender } from '../email-sender.js';
import { loginEmail } from './login-email.js';

/**
 * Opens the sealed link (bound to the recipient), renders the email and sends it once. The link
 * exists in clear only in this function and in the message itself; the job (sealed) is removed
 * once done.
 */
export async function sendLoginEmail(job: LoginEmailJob, bullJob: Job, email: EmailSender, jobSecretKey: Buffer): Promise<void> {
  let link: string;
  try {
    link = openSecret(job.sealedLink, jobSecretKey, job.to);
  } catch {
    // Another JOB_SECRET_KEY, or tampered data: no retry can open it.
    throw new UnrecoverableError('The login link in this job cannot be opened with this JOB_SECRET_KEY');
  }
  await email.send(loginEmail({ to: job.to, language: job.language, link, validMinutes: job.validMinutes }), bullJob);
}
