import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { WorkshopAggregate } from '@lifewheel/contracts';
import type { DomainResponse, WheelConfig } from '@lifewheel/wheel';
import { ASSESSMENTS_SCHEMA } from '../assessments/assessment.entity.js';

/** A facilitator's session: one wheel for a room, joined by code. */
export const WorkshopSchema = defineEntity({
  name: 'Workshop',
  tableName: 'workshops',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    ownerUserId: p.uuid(),
    name: p.string(),
    wheel: p.json<WheelConfig>(),
    language: p.string(),
    code: p.string().length(6),
    createdAt: p.datetime(),
    revealedAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    /** Stored on close, so the facilitator keeps it once the answers are deleted. */
    aggregate: p.json<WorkshopAggregate>().nullable(),
    /** Set when the individual answers were deleted (30 days after closing). */
    answersDeletedAt: p.datetime().nullable(),
  },
});
export type WorkshopRow = InferEntity<typeof WorkshopSchema>;

/** One anonymous participant's answer; answering again replaces it. */
export const WorkshopAnswerSchema = defineEntity({
  name: 'WorkshopAnswer',
  tableName: 'workshop_answers',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    workshopId: p.uuid(),
    participantId: p.string(),
    responses: p.json<DomainResponse[]>(),
    language: p.string(),
    createdAt: p.datetime(),
  },
});
export type WorkshopAnswerRow = InferEntity<typeof WorkshopAnswerSchema>;
