import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobName, type ErrorGroupStatus, type ErrorGroupView } from '@lifewheel/contracts';
import { AppException, ErrorCode, JobQueues, LOGGER, sql, type Logger } from '@lifewheel/platform';
import { errorShape } from './fingerprint.js';
import { observabilityTables as t } from '../tables.js';

/** What grouping needs of one stored error. */
export interface GroupableError {
  id: string;
  message: string;
  stack: string | null;
  release: string | null;
  createdAt: Date;
}

interface GroupRow {
  id: string;
  fingerprint: string;
  type: string;
  message_shape: string;
  top_frame: string | null;
  status: ErrorGroupStatus;
  count: number;
  first_seen_at: Date;
  last_seen_at: Date;
  releases: string[];
  users_affected: string | number;
  sample_message: string | null;
  sample_source: string | null;
  sample_at: Date | null;
  sample_request_id: string | null;
  sample_trace_id: string | null;
  sample_stack: string | null;
}

const MAX_RELEASES = 20;
const BACKFILL_BATCH = 500;
const LIST_LIMIT = 500;

/**
 * Errors grouped as Sentry groups them (fingerprint.ts). Each stored error joins its group in the
 * same transaction; a resolved group that happens again after it was resolved opens again.
 */
@Injectable()
export class ErrorGroupsService implements OnApplicationBootstrap {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Adds one stored error to its group (creating the group); `tx` is the transaction that stored it. */
  async assign(tx: EntityManager, error: GroupableError): Promise<string> {
    const shape = errorShape(error.message, error.stack);
    const releases = error.release ? [error.release] : [];
    const reopens = `"error_groups"."status" = 'resolved' and excluded."last_seen_at" > "error_groups"."status_changed_at"`;
    const [group] = await sql<{ id: string }>(
      tx,
      `insert into ${t.error_groups} as "error_groups"
         ("id", "fingerprint", "type", "message_shape", "top_frame", "status", "count", "first_seen_at", "last_seen_at", "releases", "sample_error_id")
       values (?, ?, ?, ?, ?, 'open', 1, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?)
       on conflict ("fingerprint") do update set
         "count" = "error_groups"."count" + 1,
         "first_seen_at" = least("error_groups"."first_seen_at", excluded."first_seen_at"),
         "last_seen_at" = greatest("error_groups"."last_seen_at", excluded."last_seen_at"),
         "releases" = case when excluded."releases" <@ "error_groups"."releases" or cardinality("error_groups"."releases") >= ${MAX_RELEASES}
           then "error_groups"."releases" else "error_groups"."releases" || excluded."releases" end,
         "sample_error_id" = case when excluded."last_seen_at" >= "error_groups"."last_seen_at" then excluded."sample_error_id" else "error_groups"."sample_error_id" end,
         "status" = case when ${reopens} then 'open' else "error_groups"."status" end,
         "status_changed_at" = case when ${reopens} then now() else "error_groups"."status_changed_at" end
       returning "id"`,
      [
        randomUUID(),
        shape.fingerprint,
        shape.type.slice(0, 120),
        shape.messageShape,
        shape.topFrame,
        error.createdAt,
        error.createdAt,
        JSON.stringify(releases),
        error.id,
      ],
    );
    await sql(tx, `update ${t.error_logs} set "group_id" = ? where "id" = ?`, [group!.id, error.id]);
    return group!.id;
  }

  /** Groups the errors stored before grouping existed, in the background (any replica may help: rows are locked). */
  onApplicationBootstrap(): void {
    void this.backfill().catch((error: unknown) => this.logger.warn({ err: error }, 'Could not group the older error logs; the next start tries again'));
  }

  async backfill(): Promise<number> {
    let grouped = 0;
    for (;;) {
      const done = await this.em.fork().transactional(async (tx) => {
        const rows = await sql<{ id: string; message: string; stack: string | null; release: string | null; created_at: Date }>(
          tx,
          `select "id", "message", "stack", "release", "created_at" from ${t.error_logs}
           where "group_id" is null order by "created_at" limit ${BACKFILL_BATCH} for update skip locked`,
        );
        for (const row of rows) await this.assign(tx, { id: row.id, message: row.message, stack: row.stack, release: row.release, createdAt: row.created_at });
        return rows.length;
      });
      grouped += done;
      if (done < BACKFILL_BATCH) return grouped;
    }
  }

  /** The groups seen most recently first, each with its sample and the number of people it reached. */
  async list(status?: ErrorGroupStatus): Promise<ErrorGroupView[]> {
    const rows = await sql<GroupRow>(
      this.em,
      `${SELECT_GROUPS} ${status ? `where g."status" = ?` : ''} order by g."last_seen_at" desc limit ${LIST_LIMIT}`,
      status ? [status] : [],
    );
    return rows.map(toView);
  }

  /** Marks a group resolved, ignored or open again, and writes the admin's action to the audit log. */
  async setStatus(groupId: string, status: ErrorGroupStatus, actorUserId: string): Promise<ErrorGroupView> {
    const [changed] = await sql<{ id: string; previous: ErrorGroupStatus }>(
      this.em,
      `update ${t.error_groups} g set "status" = ?, "status_changed_at" = now()
       from (select "id", "status" from ${t.error_groups} where "id" = ? for update) old
       where g."id" = old."id" returning g."id", old."status" as "previous"`,
      [status, groupId],
    );
    if (!changed) throw new AppException(ErrorCode.NotFound, 'There is no such error group.');
    if (changed.previous !== status) {
      await this.queues.enqueue(JobName.RecordAudit, {
        eventId: randomUUID(),
        occurredAt: new Date().toISOString(),
        actorUserId,
        action: AUDIT_ACTION[status],
        target: groupId,
        details: { from: changed.previous },
      });
    }
    const [row] = await sql<GroupRow>(this.em, `${SELECT_GROUPS} where g."id" = ?`, [groupId]);
    return toView(row!);
  }
}

const AUDIT_ACTION = { resolved: 'error-group.resolve', ignored: 'error-group.ignore', open: 'error-group.reopen' } as const;

const SELECT_GROUPS = `select g.*,
    (select count(distinct l."user_id") from ${t.error_logs} l where l."group_id" = g."id") as "users_affected",
    s."message" as "sample_message", s."source" as "sample_source", s."created_at" as "sample_at",
    s."request_id" as "sample_request_id", s."trace_id" as "sample_trace_id", s."stack" as "sample_stack"
  from ${t.error_groups} g left join ${t.error_logs} s on s."id" = g."sample_error_id"`;

function toView(row: GroupRow): ErrorGroupView {
  return {
    id: row.id,
    fingerprint: row.fingerprint,
    type: row.type,
    messageShape: row.message_shape,
    topFrame: row.top_frame,
    status: row.status,
    count: row.count,
    firstSeenAt: new Date(row.first_seen_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    usersAffected: Number(row.users_affected),
    releases: row.releases,
    sample: {
      message: row.sample_message ?? '',
      source: row.sample_source ?? '',
      occurredAt: new Date(row.sample_at ?? row.last_seen_at).toISOString(),
      requestId: row.sample_request_id,
      traceId: row.sample_trace_id,
      stack: row.sample_stack,
    },
  };
}
