import { jobsOfQueue, type JobName, type JobPayloads, type QueueName } from '@lifewheel/contracts';
import type { Job } from 'bullmq';

export type JobHandler<J extends JobName> = (payload: JobPayloads[J], job: Job) => Promise<void>;

export interface JobHandlerRegistration<J extends JobName = JobName> {
  name: J;
  handle: JobHandler<J>;
}

/** Ties a handler to its job name so its payload type follows from the name. */
export function defineJobHandler<J extends JobName>(name: J, handle: JobHandler<J>): JobHandlerRegistration {
  return { name, handle: handle as unknown as JobHandler<JobName> } as JobHandlerRegistration;
}

/**
 * Start-up check: every job of the queues this process consumes has exactly one handler, and no
 * handler is registered for a job that travels on another queue (it would never run).
 */
export function assertOneHandlerPerJob(queues: QueueName[], registrations: JobHandlerRegistration[]): Map<JobName, JobHandlerRegistration> {
  const expected = new Set(queues.flatMap((queue) => jobsOfQueue(queue)));
  const byName = new Map<JobName, JobHandlerRegistration>();
  const problems: string[] = [];
  for (const registration of registrations) {
    if (!expected.has(registration.name)) problems.push(`${registration.name} has a handler but is not on queues ${queues.join(', ')}`);
    else if (byName.has(registration.name)) problems.push(`${registration.name} has more than one handler`);
    else byName.set(registration.name, registration);
  }
  for (const name of expected) if (!byName.has(name)) problems.push(`${name} has no handler`);
  if (problems.length > 0) throw new Error(`Job handlers are miswired: ${problems.join('; ')}`);
  return byName;
}
