import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobName, JobPayloads } from '@lifewheel/contracts';
import { sql } from '@lifewheel/platform';
import { funnelStepOf } from './journey-steps.js';
import { UserJourneySchema } from './user-journey.entity.js';

@Injectable()
export class JourneysService {
  constructor(private readonly em: EntityManager) {}

  /** Stores the raw event and, for a funnel step, the session's arrival there; a redelivered job changes nothing. */
  async record(jobId: string, event: JobPayloads[JobName.RecordJourney]): Promise<void> {
    const occurredAt = new Date(event.occurredAt);
    const language = event.language ?? languageOf(event.stepData);
    await this.em.transactional(async (tx) => {
      await tx.upsert(
        UserJourneySchema,
        {
          id: randomUUID(),
          jobId,
          sessionId: event.sessionId,
          userId: event.userId ?? null,
          journeyType: event.journeyType,
          step: event.step,
          stepData: event.stepData ?? null,
          duration: event.durationMs ?? null,
          language,
          deviceClass: event.deviceClass ?? null,
          createdAt: occurredAt,
        },
        { onConflictFields: ['jobId'], onConflictAction: 'ignore' },
      );
      const step = funnelStepOf(event.journeyType, event.step);
      if (!step) return;
      // One entry per session and step: the earliest arrival wins, and an event that knows the
      // language or device fills in what another (e.g. assessments' server-side "saved") lacked.
      // Through `tx` (sql() passes its transaction): a second connection would make each job hold
      // two, and a pool full of jobs waiting for their second one never moves again.
      await sql(
        tx,
        `insert into "observability"."journey_funnel_entries" ("session_id", "step", "first_at", "language", "device_class")
         values (?, ?, ?, ?, ?)
         on conflict ("session_id", "step") do update set
           "first_at" = least("journey_funnel_entries"."first_at", excluded."first_at"),
           "language" = coalesce("journey_funnel_entries"."language", excluded."language"),
           "device_class" = coalesce("journey_funnel_entries"."device_class", excluded."device_class")`,
        [event.sessionId, step, occurredAt, language, event.deviceClass ?? null],
      );
    });
  }
}

/** Assessments' server-side "saved" event carries the assessment's language in its step data. */
function languageOf(stepData: Record<string, unknown> | undefined): string | null {
  const language = stepData?.['language'];
  return typeof language === 'string' && language.length <= 8 ? language : null;
}
