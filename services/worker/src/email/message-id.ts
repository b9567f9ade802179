import type { Job } from 'bullmq';

/**
 * An email's Message-ID: the same for every try of one job, so a receiver can drop a duplicate
 * sent in the window before the sent marker (email-sender.ts), and different for every job ever
 * sent. The job id alone is not enough: BullMQ counts ids from 1 again whenever Redis starts
 * empty, and a mailbox that already holds `<job-1@…>` may drop a new email with that id (Gmail
 * keeps one message per Message-ID). The job's creation time tells two such jobs apart. The right
 * side is the sender's domain, as RFC 5322 recommends, so two deployments do not share ids either.
 */
export function messageIdFor(job: Pick<Job, 'id' | 'timestamp'>, from: string): string {
  return `${messageIdPrefixOf(String(job.id))}${job.timestamp.toString(36)}@${senderDomain(from)}>`;
}

/** `Lifewheel <hello@lifewheel.example>` or `hello@lifewheel.example`: `lifewheel.example`. */
function senderDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1]?.replace(/^\.+|\.+$/g, '');
  return domain || 'lifewheel.invalid';
}

/**
 * A Message-ID as a log line may show it: the part before the `@`. Whole, it has the shape of an
 * email address, and no log line carries one (the logs' secret scan would rightly flag it).
 */
export const messageIdForLogs = (messageId: string) => messageId.replace(/^<|>$/g, '').split('@')[0] ?? '';

/**
 * The prefix every Message-ID of this job id starts with (tests find a job's email by it). Dot-atom
 * text: a job id we chose ourselves may hold characters a Message-ID may not.
 */
export const messageIdPrefixOf = (jobId: string) => `<job-${jobId.replace(/[^A-Za-z0-9-]/g, '-')}.`;
