import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobName, type JobPayloads } from '@lifewheel/contracts';
import { sql } from '@lifewheel/platform';
import { billingTables } from '../billing-schema.js';

/** Premium events get their `version` (the outbox row's sequence) when relayed. */
type OutboxPayload<J extends JobName> = J extends JobName.PremiumGranted | JobName.PremiumRevoked
  ? Omit<JobPayloads[J], 'version' | 'eventId'>
  : Omit<JobPayloads[J], 'eventId'>;

export type OutboxJob =
  | JobName.PremiumGranted
  | JobName.PremiumRevoked
  | JobName.BillingCheckoutStarted
  | JobName.PaymentSucceeded
  | JobName.PaymentFailed
  // The audit line of a premium change made by hand, committed with the change itself.
  | JobName.RecordAudit;

/**
 * Writes an event to the outbox inside the caller's transaction: it exists exactly when the change
 * that caused it committed. The relay moves it to BullMQ afterwards.
 */
export async function writeOutbox<J extends OutboxJob>(tx: EntityManager, name: J, payload: OutboxPayload<J>): Promise<string> {
  const eventId = randomUUID();
  await sql(tx, `insert into ${billingTables.outbox} ("event_id", "job_name", "payload") values (?, ?, ?)`, [
    eventId,
    name,
    JSON.stringify({ ...payload, eventId }),
  ]);
  return eventId;
}

export const VERSIONED_JOBS: ReadonlySet<string> = new Set([JobName.PremiumGranted, JobName.PremiumRevoked]);
