import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { OBSERVABILITY_SCHEMA } from '../error-logs/error-log.entity.js';

export const UserJourneySchema = defineEntity({
  name: 'UserJourney',
  tableName: 'user_journeys',
  schema: OBSERVABILITY_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    /**
     * What keeps an event once: the eventId its producer gave it (batched events), or for a job
     * of one event queued before batching, that job's id (a BullMQ number, never a UUID).
     */
    jobId: p.string().length(64).unique(),
    sessionId: p.string().length(64),
    userId: p.uuid().nullable(),
    journeyType: p.string().length(50),
    step: p.string().length(80),
    stepData: p.json<Record<string, unknown>>().nullable(),
    /** Milliseconds the step took, when the browser measured it. */
    duration: p.integer().nullable(),
    /** The page's language, when the browser said. */
    language: p.string().length(8).nullable(),
    /** mobile, tablet or desktop, from the user agent the gateway saw. */
    deviceClass: p.string().length(10).nullable(),
    createdAt: p.datetime(),
  },
});
export type UserJourney = InferEntity<typeof UserJourneySchema>;
