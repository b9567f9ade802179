import type { AuditAction } from '@lifewheel/contracts';
import { JobName } from '@lifewheel/contracts';
import type { JobQueues } from '@lifewheel/platform';

/**
 * One line of the audit log for a change already committed. `eventId` is derived from the change
 * itself, so calling this again after a retry (the first enqueue may have failed) records it once.
 */
export async function recordAudit(
  queues: JobQueues,
  line: { eventId: string; actorUserId: string; action: AuditAction; target: string; details?: Record<string, string | number | boolean | null> },
): Promise<void> {
  await queues.enqueue(JobName.RecordAudit, { ...line, occurredAt: new Date().toISOString() }, { jobId: `audit-${line.eventId}` });
}
