import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { ASSESSMENTS_SCHEMA } from '../assessments/assessment.entity.js';

/** A person's private note on a coaching tool. The body is theirs alone: never logged, never shown to anyone else. */
export const ToolNoteSchema = defineEntity({
  name: 'ToolNote',
  tableName: 'tool_notes',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    toolId: p.string().length(80),
    body: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type ToolNoteRow = InferEntity<typeof ToolNoteSchema>;
