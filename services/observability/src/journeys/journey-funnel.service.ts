import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FUNNEL_STEPS, type FunnelQuery, type FunnelStep, type FunnelStepFigures, type JourneyFunnel } from '@lifewheel/contracts';
import { CLOCK, type Clock } from '../clock.js';

const DAY_MS = 24 * 3600_000;

/**
 * The journeys funnel: per step, the sessions that reached it within the period. It counts
 * `journey_funnel_entries` (one row per session and step, written with the raw event), through an
 * index on the arrival time that carries the step and filters, so a million raw events are never
 * read or de-duplicated here.
 */
@Injectable()
export class JourneyFunnelService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async funnel(query: FunnelQuery): Promise<JourneyFunnel> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - query.days * DAY_MS);
    const conditions = ['"first_at" > ?', '"first_at" <= ?'];
    const params: unknown[] = [since, now];
    if (query.language) {
      conditions.push('"language" = ?');
      params.push(query.language);
    }
    if (query.device) {
      conditions.push('"device_class" = ?');
      params.push(query.device);
    }
    // Each step's sessions, and how many of them also reached the step before and the first step
    // (filtered alike): a session may reach a step without the one before it (a shared results
    // link, a results page opened again another day), so only these say how many went on.
    const stepBefore = FUNNEL_STEPS.slice(1).map((step, index) => ({ step, previous: FUNNEL_STEPS[index] }));
    const rows = await this.em.getConnection().execute<StepRow[]>(
      `with "entries" as (
         select "session_id", "step" from "observability"."journey_funnel_entries" where ${conditions.join(' and ')}
       )
       select e."step", count(*)::int as "sessions", count(p."session_id")::int as "from_previous", count(f."session_id")::int as "from_first"
       from "entries" e
       left join (select * from jsonb_to_recordset(?::jsonb) as x("step" text, "previous" text)) as "before" on "before"."step" = e."step"
       left join "entries" p on p."session_id" = e."session_id" and p."step" = "before"."previous"
       left join "entries" f on f."session_id" = e."session_id" and f."step" = ?
       group by e."step"`,
      [...params, JSON.stringify(stepBefore), FUNNEL_STEPS[0]],
    );
    const byStep = new Map(rows.map((row) => [row.step, row]));
    const steps = funnelFigures(
      FUNNEL_STEPS.map((step) => {
        const row = byStep.get(step);
        return { step, sessions: Number(row?.sessions ?? 0), fromPrevious: Number(row?.from_previous ?? 0), fromFirst: Number(row?.from_first ?? 0) };
      }),
    );
    return {
      days: query.days,
      language: query.language ?? null,
      device: query.device ?? null,
      since: since.toISOString(),
      generatedAt: now.toISOString(),
      hasData: steps.some((step) => step.sessions > 0),
      steps,
    };
  }
}

interface StepRow {
  step: string;
  sessions: number;
  from_previous: number;
  from_first: number;
}

/** A step's sessions, and how many of them also reached the step before it and the first step. */
export interface StepReach {
  step: FunnelStep;
  sessions: number;
  fromPrevious: number;
  fromFirst: number;
}

/**
 * Step-to-step conversion and drop-off, in funnel order, from the sessions that went on from one
 * step to the next: never above 100%, however many sessions reached a step some other way.
 */
export function funnelFigures(steps: readonly StepReach[]): FunnelStepFigures[] {
  const first = steps[0]?.sessions ?? 0;
  return steps.map(({ step, sessions, fromPrevious, fromFirst }, index) => {
    const ofFirst = first === 0 ? null : (index === 0 ? sessions : fromFirst) / first;
    if (index === 0) return { step, sessions, conversion: null, dropOff: null, ofFirst };
    const previous = steps[index - 1]!.sessions;
    return { step, sessions, conversion: previous === 0 ? null : fromPrevious / previous, dropOff: previous - fromPrevious, ofFirst };
  });
}
