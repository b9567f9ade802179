import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { ASSESSMENTS_SCHEMA } from '../assessments/assessment.entity.js';

/** A tool a person has marked done; no row means not done. */
export const ToolProgressSchema = defineEntity({
  name: 'ToolProgress',
  tableName: 'tool_progress',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    userId: p.uuid().primary(),
    /** A coaching tool's id (libs/content): stable, used in URLs. */
    toolId: p.string().length(80).primary(),
    doneAt: p.datetime(),
  },
});

export type ToolProgressRow = InferEntity<typeof ToolProgressSchema>;
