import { UnrecoverableError } from 'bullmq';
import type { JobPayloads, JobSecrets, JobWithSecrets, Sealed } from '@lifewheel/contracts';
import { defineJobHandler, openJobSecrets, type JobHandlerRegistration } from '@lifewheel/platform';
import type { EmailSender } from './email-sender.js';
import type { RenderedEmail } from './rendered-email.js';

/** Writes one kind of email from its job's plain part and its opened secrets. */
export type EmailRenderer<J extends JobWithSecrets> = (job: JobPayloads[J], secrets: JobSecrets<J>) => RenderedEmail;

/**
 * The handler of one kind of email job: opens the sealed part, writes the email, sends it once.
 * The address and links exist in clear only here and in the message itself; nothing of them is
 * logged, and the job (sealed) is removed once done.
 */
export function emailJobHandler<J extends JobWithSecrets>(
  name: J,
  render: EmailRenderer<J>,
  sender: EmailSender,
  jobSecretKey: Buffer,
): JobHandlerRegistration {
  return defineJobHandler(name, async (payload, job) => {
    // Every job of JobWithSecrets has `secrets`; TypeScript cannot see it through the generic.
    const { secrets: sealed } = payload as { secrets: Sealed<JobSecrets<J>> };
    let secrets: JobSecrets<J>;
    try {
      secrets = openJobSecrets(name, sealed, jobSecretKey);
    } catch {
      // Another JOB_SECRET_KEY, tampered data, or sealed for another kind of job: no retry can open it.
      throw new UnrecoverableError(`The sealed part of this ${name} job cannot be opened with this JOB_SECRET_KEY`);
    }
    await sender.send(render(payload, secrets), job);
  });
}
