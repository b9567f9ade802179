import type { ErrorReport, JourneyEvent } from './observability.contract.js';

// Job names as an enum, each tied to its payload type and to the one queue it travels on
// (immich-style): a producer cannot put the wrong payload on a job, and each consuming process
// checks at start-up that every job of its queues has exactly one handler.
export enum QueueName {
  Email = 'email',
  IndexNow = 'indexnow',
  Observability = 'observability',
}

export enum JobName {
  RecordError = 'observability.record-error',
  RecordJourney = 'observability.record-journey',
  SendEmail = 'email.send',
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  language?: string;
  /**
   * Extra header fields, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on every
   * mailing-list message. The worker refuses to let them replace the headers it sets itself.
   */
  headers?: Record<string, string>;
}

export interface JobPayloads {
  [JobName.RecordError]: ErrorReport & { userId?: string; requestId?: string; occurredAt: string };
  [JobName.RecordJourney]: JourneyEvent & { userId?: string; occurredAt: string };
  [JobName.SendEmail]: EmailMessage;
}

export const JOB_QUEUE: { [J in JobName]: QueueName } = {
  [JobName.RecordError]: QueueName.Observability,
  [JobName.RecordJourney]: QueueName.Observability,
  [JobName.SendEmail]: QueueName.Email,
};

export function jobsOfQueue(queue: QueueName): JobName[] {
  return (Object.keys(JOB_QUEUE) as JobName[]).filter((job) => JOB_QUEUE[job] === queue);
}
