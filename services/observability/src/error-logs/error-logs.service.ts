import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobName, JobPayloads } from '@lifewheel/contracts';
import { sql } from '@lifewheel/platform';
import { ErrorGroupsService } from '../error-groups/error-groups.service.js';
import { observabilityTables as t } from '../tables.js';

@Injectable()
export class ErrorLogsService {
  constructor(
    private readonly em: EntityManager,
    private readonly groups: ErrorGroupsService,
  ) {}

  /** Idempotent per job: a retry after a crash stores nothing twice and counts nothing twice in its group. */
  async record(jobId: string, report: JobPayloads[JobName.RecordError]): Promise<void> {
    await this.em.transactional(async (tx) => {
      const id = randomUUID();
      const createdAt = new Date(report.occurredAt);
      const inserted = await sql<{ id: string }>(
        tx,
        `insert into ${t.error_logs}
           ("id", "job_id", "level", "source", "message", "stack", "user_id", "user_agent", "url", "request_id", "trace_id", "release", "metadata", "created_at")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict ("job_id") do nothing returning "id"`,
        [
          id,
          jobId,
          report.level,
          report.source.slice(0, 120),
          report.message,
          report.stack ?? null,
          report.userId ?? null,
          report.userAgent ?? null,
          report.url ?? null,
          report.requestId ?? null,
          report.traceId?.slice(0, 32) ?? null,
          report.release?.slice(0, 64) ?? null,
          report.metadata ? JSON.stringify(report.metadata) : null,
          createdAt,
        ],
      );
      if (inserted.length === 0) return;
      await this.groups.assign(tx, { id, message: report.message, stack: report.stack ?? null, release: report.release ?? null, createdAt });
    });
  }
}
