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
    const rows = await this.em
      .getConnection()
      .execute<{ step: string; sessions: number }[]>(
        `select "step", count(*)::int as "sessions" from "observability"."journey_funnel_entries" where ${conditions.join(' and ')} group by "step"`,
        params,
      );
    const counts = new Map(rows.map((row) => [row.step, Number(row.sessions)]));
    const steps = funnelFigures(FUNNEL_STEPS.map((step) => [step, counts.get(step) ?? 0]));
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

/** Step-to-step conversion and drop-off from each step's session count, in funnel order. */
export function funnelFigures(counts: readonly (readonly [FunnelStep, number])[]): FunnelStepFigures[] {
  return counts.map(([step, sessions], index) => {
    if (index === 0) return { step, sessions, conversion: null, dropOff: null };
    const previous = counts[index - 1]![1];
    return {
      step,
      sessions,
      conversion: previous === 0 ? null : sessions / previous,
      // A session can reach a later step in the period without the earlier one (it began before).
      dropOff: Math.max(0, previous - sessions),
    };
  });
}
