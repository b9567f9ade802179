import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobName, JobPayloads, RecordedJourneyEvent } from '@lifewheel/contracts';
import { LOGGER, sql, type Logger } from '@lifewheel/platform';
import { observabilityTables as t } from '../tables.js';
import { funnelRowsOf, journeyRowOf, storableEvents } from './journey-batch-rows.js';

@Injectable()
export class JourneysService {
  constructor(
    private readonly em: EntityManager,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A single-event job, as producers sent them before batching: keyed by its job id. */
  record(jobId: string, event: JobPayloads[JobName.RecordJourney]): Promise<void> {
    return this.recordBatch([{ ...event, eventId: jobId }]);
  }

  /**
   * Stores a batch's events and, for funnel steps, the sessions' arrivals there: two statements,
   * whatever the batch's size, in one transaction. A redelivered batch changes nothing: each
   * event is kept once by its id, and the funnel's merge (earliest arrival, first known language
   * and device) gives the same row however often it sees the same events.
   */
  async recordBatch(events: readonly RecordedJourneyEvent[]): Promise<void> {
    const storable = storableEvents(events);
    if (storable.length < events.length) this.logger.warn({ refused: events.length - storable.length }, 'Refused malformed journey events');
    if (storable.length === 0) return;
    const rows = storable.map(journeyRowOf);
    const funnel = funnelRowsOf(rows);
    // Both statements through `tx` (sql() passes its transaction): a second connection would make
    // each job hold two, and a pool full of jobs waiting for their second one never moves again.
    await this.em.transactional(async (tx) => {
      await sql(
        tx,
        `insert into ${t.user_journeys}
           ("id", "job_id", "session_id", "user_id", "journey_type", "step", "step_data", "duration", "language", "device_class", "created_at")
         select r."id", r."job_id", r."session_id", r."user_id", r."journey_type", r."step", r."step_data", r."duration", r."language", r."device_class", r."created_at"
         from jsonb_to_recordset(?::jsonb) as r("id" uuid, "job_id" text, "session_id" text, "user_id" uuid, "journey_type" text, "step" text,
           "step_data" jsonb, "duration" int, "language" text, "device_class" text, "created_at" timestamptz)
         order by r."job_id"
         on conflict ("job_id") do nothing`,
        [JSON.stringify(rows)],
      );
      if (funnel.length === 0) return;
      await sql(
        tx,
        `insert into ${t.journey_funnel_entries} ("session_id", "step", "first_at", "language", "device_class")
         select r."session_id", r."step", r."first_at", r."language", r."device_class"
         from jsonb_to_recordset(?::jsonb) as r("session_id" text, "step" text, "first_at" timestamptz, "language" text, "device_class" text)
         order by r."session_id", r."step"
         on conflict ("session_id", "step") do update set
           "first_at" = least("journey_funnel_entries"."first_at", excluded."first_at"),
           "language" = coalesce("journey_funnel_entries"."language", excluded."language"),
           "device_class" = coalesce("journey_funnel_entries"."device_class", excluded."device_class")`,
        [JSON.stringify(funnel)],
      );
    });
  }
}
