import type { EmailRecipientSecrets, JobPayloads, JobSecrets, JobWithSecrets } from '@lifewheel/contracts';
import { sealJobSecrets } from '../auth/job-secrets.js';
import type { JobQueues } from './job-queues.js';

/** Email jobs whose sealed part is the recipient's address alone: the ops alerts to ALERT_EMAILS. */
export type RecipientOnlyJob = {
  [J in JobWithSecrets]: [JobSecrets<J>] extends [EmailRecipientSecrets] ? ([EmailRecipientSecrets] extends [JobSecrets<J>] ? J : never) : never;
}[JobWithSecrets];

/**
 * One job per recipient, each with its address sealed, so that one bad address cannot hold back
 * the others. Job ids are `<jobIdPrefix>-<index>`: a prefix tied to the decision to send (rule and
 * time) makes a repeated decision add nothing.
 */
export async function enqueueForEachRecipient<J extends RecipientOnlyJob>(
  queues: JobQueues,
  name: J,
  recipients: readonly string[],
  payload: Omit<JobPayloads[J], 'secrets'>,
  options: { jobSecretKey: Buffer; jobIdPrefix: string },
): Promise<void> {
  await Promise.all(
    recipients.map((to, index) => {
      const secrets = sealJobSecrets(name, { to } as JobSecrets<J>, options.jobSecretKey);
      // The payload without its sealed part plus that part is the job's payload; TypeScript cannot see it through J.
      return queues.enqueue(name, { ...payload, secrets } as unknown as JobPayloads[J], { jobId: `${options.jobIdPrefix}-${index}` });
    }),
  );
}
