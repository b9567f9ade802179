import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobName, JobPayloads } from '@lifewheel/contracts';
import { ErrorLogSchema } from './error-log.entity.js';

@Injectable()
export class ErrorLogsService {
  constructor(private readonly em: EntityManager) {}

  /** Idempotent per job: a retry after a crash stores nothing twice. */
  async record(jobId: string, report: JobPayloads[JobName.RecordError]): Promise<void> {
    await this.em.upsert(
      ErrorLogSchema,
      {
        id: randomUUID(),
        jobId,
        level: report.level,
        source: report.source.slice(0, 120),
        message: report.message,
        stack: report.stack ?? null,
        userId: report.userId ?? null,
        userAgent: report.userAgent ?? null,
        url: report.url ?? null,
        requestId: report.requestId ?? null,
        metadata: report.metadata ?? null,
        createdAt: new Date(report.occurredAt),
      },
      { onConflictFields: ['jobId'], onConflictAction: 'ignore' },
    );
  }
}
