import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

export const OBSERVABILITY_SCHEMA = 'observability';

export const ErrorLogSchema = defineEntity({
  name: 'ErrorLog',
  tableName: 'error_logs',
  schema: OBSERVABILITY_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    /** The job that carried it: a retried job never stores the same error twice. */
    jobId: p.string().length(64).unique(),
    level: p.string().length(10),
    source: p.string().length(120),
    message: p.text(),
    stack: p.text().nullable(),
    userId: p.uuid().nullable(),
    userAgent: p.string().length(500).nullable(),
    url: p.string().length(2000).nullable(),
    requestId: p.string().length(64).nullable(),
    traceId: p.string().length(32).nullable(),
    release: p.string().length(64).nullable(),
    groupId: p.uuid().nullable(),
    metadata: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime(),
  },
});
export type ErrorLog = InferEntity<typeof ErrorLogSchema>;
