import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { ASSESSMENTS_SCHEMA } from '../../assessments/assessment.entity.js';

/** A person's 30-day focus on one default domain. At most one is not ended per person (a partial unique index). */
export const FocusSchema = defineEntity({
  name: 'Focus',
  tableName: 'focuses',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    domain: p.string().length(40),
    approach: p.string().length(8).$type<'plan' | 'tools'>(),
    toolIds: p.array().columnType('text[]'),
    reminders: p.boolean(),
    language: p.string().length(12),
    startedAt: p.datetime(),
    endsAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    baselineCurrent: p.smallint().nullable(),
    baselineDesired: p.smallint().nullable(),
    /** Only the hash of the reminder emails' stop token: the token itself travels sealed in the reminder jobs. */
    stopTokenHash: p.string().length(64).unique(),
  },
});

export type FocusRow = InferEntity<typeof FocusSchema>;
