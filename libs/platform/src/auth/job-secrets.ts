import type { JobName, JobSecrets, JobWithSecrets, Sealed } from '@lifewheel/contracts';
import { openSecret, sealSecret } from './sealed-secret.js';

/** A job's secret part is bound to its name: sealed for one kind of job, it opens in no other. */
const jobContext = (job: JobName) => `job:${job}`;

/** The producer's side: the secret part of a job (the recipient, a link), sealed for that kind of job. */
export function sealJobSecrets<J extends JobWithSecrets>(job: J, secrets: JobSecrets<J>, key: Buffer): Sealed<JobSecrets<J>> {
  return sealSecret(JSON.stringify(secrets), key, jobContext(job));
}

/** The worker's side; throws when the key is another or the data was changed (no retry can help then). */
export function openJobSecrets<J extends JobWithSecrets>(job: J, sealed: Sealed<JobSecrets<J>>, key: Buffer): JobSecrets<J> {
  return JSON.parse(openSecret(sealed, key, jobContext(job))) as JobSecrets<J>;
}
