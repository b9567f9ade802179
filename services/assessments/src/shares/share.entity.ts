import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { ASSESSMENTS_SCHEMA } from '../assessments/assessment.entity.js';

/** Some domains of one assessment, shared through a link of their own until revoked or expired. */
export const ShareSchema = defineEntity({
  name: 'Share',
  tableName: 'shares',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    assessmentId: p.uuid(),
    /** Only the hash: the link's token is shown to its maker once and never stored. */
    tokenHash: p.string().length(64).unique(),
    /** The shared domains' names, as the assessment's wheel names them. */
    domains: p.array().columnType('text[]'),
    note: p.text().nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    lastOpenedAt: p.datetime().nullable(),
    openCount: p.integer(),
  },
});

export type ShareRow = InferEntity<typeof ShareSchema>;
