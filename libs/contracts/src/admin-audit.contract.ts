// The operations console's audit log (issue 17): every admin action that changes something, written
// by the service that performed it and kept by observability, which shows it on /admin.

/** What an admin did; the service that did it names it `<area>.<verb>`. */
export type AuditAction =
  | 'premium.grant'
  | 'premium.revoke'
  | 'follow-up.handled'
  | 'follow-up.reply'
  | 'queue-job.retry'
  | 'queue-job.remove'
  | 'error-group.resolve'
  | 'error-group.ignore'
  | 'error-group.reopen'
  | 'indexnow.submit-changed'
  | 'indexnow.submit-url'
  | 'indexnow.submit-all';

/**
 * Observability's job (JobName.RecordAudit): one line of the audit log. Sent by the acting service
 * after its change is committed; `eventId` (unique per action, e.g. the outbox row's id or a fresh
 * UUID kept with the change) makes a redelivery a no-op.
 */
export interface AuditEvent {
  eventId: string;
  occurredAt: string;
  /** The admin's user id, from the verified principal (never an address: the console looks it up). */
  actorUserId: string;
  action: AuditAction;
  /** What it was done to: a user id, a payment id, a follow-up id, `<queue>/<job id>`, an error group id. */
  target: string;
  /** The reason the admin gave, where the action asks for one (granting or revoking premium). */
  reason?: string;
  /** Small facts worth keeping (no secret, no address). */
  details?: Record<string, string | number | boolean | null>;
}
