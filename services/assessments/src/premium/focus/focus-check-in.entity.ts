import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { ASSESSMENTS_SCHEMA } from '../../assessments/assessment.entity.js';

/** A quick re-rate of a focus's one domain: a point on that domain's trend. */
export const FocusCheckInSchema = defineEntity({
  name: 'FocusCheckIn',
  tableName: 'focus_check_ins',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    // The row's focus id, not a relation: check-ins are read by focus or by person, never walked from a focus object.
    focusId: p.uuid(),
    userId: p.uuid(),
    domain: p.string().length(40),
    current: p.smallint(),
    desired: p.smallint(),
    createdAt: p.datetime(),
  },
});

export type FocusCheckInRow = InferEntity<typeof FocusCheckInSchema>;
