import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import { ADMIN_PAGE_SIZE, type AdminPage, type AuditEvent, type AuditLine } from '@lifewheel/contracts';
import { sql } from '@lifewheel/platform';

const TABLE = '"observability"."audit_log"';

interface AuditRow {
  event_id: string;
  occurred_at: Date | string;
  actor_user_id: string;
  action: AuditLine['action'];
  target: string;
  reason: string | null;
  details: AuditLine['details'];
}

/** The audit log: written from RecordAudit jobs (a redelivery is a no-op), read by the console. */
@Injectable()
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  async record(event: AuditEvent): Promise<void> {
    const occurredAt = new Date(event.occurredAt);
    // A malformed line will not get better by retrying: fail it for good (it stays in the failed set).
    if (!event.eventId || event.eventId.length > 100) throw new UnrecoverableError('Audit event without a usable eventId');
    if (Number.isNaN(occurredAt.getTime())) throw new UnrecoverableError(`Audit event ${event.eventId} has no valid occurredAt`);
    if (!event.actorUserId || !event.action || !event.target) throw new UnrecoverableError(`Audit event ${event.eventId} lacks its actor, action or target`);
    await sql(
      this.em,
      `insert into ${TABLE} ("event_id", "occurred_at", "actor_user_id", "action", "target", "reason", "details") values (?, ?, ?, ?, ?, ?, ?)
        on conflict ("event_id") do nothing`,
      [
        event.eventId,
        occurredAt,
        event.actorUserId,
        event.action,
        event.target.slice(0, 300),
        event.reason?.slice(0, 500) ?? null,
        event.details ? JSON.stringify(event.details) : null,
      ],
    );
  }

  async list(page: number): Promise<AdminPage<Omit<AuditLine, 'actorEmail'>>> {
    const rows = await sql<AuditRow>(
      this.em,
      `select "event_id", "occurred_at", "actor_user_id", "action", "target", "reason", "details" from ${TABLE}
        order by "occurred_at" desc, "id" desc limit ${ADMIN_PAGE_SIZE} offset ?`,
      [(page - 1) * ADMIN_PAGE_SIZE],
    );
    const [count] = await sql<{ total: string }>(this.em, `select count(*) as "total" from ${TABLE}`);
    return {
      items: rows.map((row) => ({
        eventId: row.event_id,
        occurredAt: new Date(row.occurred_at).toISOString(),
        actorUserId: row.actor_user_id,
        action: row.action,
        target: row.target,
        reason: row.reason,
        details: row.details,
      })),
      total: Number(count?.total ?? 0),
      page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }
}
