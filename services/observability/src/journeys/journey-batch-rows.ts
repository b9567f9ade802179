import { randomUUID } from 'node:crypto';
import type { RecordedJourneyEvent } from '@lifewheel/contracts';
import { funnelStepOf } from './journey-steps.js';

/** A row of user_journeys, as the bulk insert reads it (snake case: the columns' names). */
export interface JourneyRow {
  id: string;
  /** The event's key: its eventId, or the job id of a single-event job queued before batching. */
  job_id: string;
  session_id: string;
  user_id: string | null;
  journey_type: string;
  step: string;
  step_data: Record<string, unknown> | null;
  duration: number | null;
  language: string | null;
  device_class: string | null;
  created_at: string;
}

/** A row of journey_funnel_entries: one per session and step. */
export interface FunnelRow {
  session_id: string;
  step: string;
  first_at: string;
  language: string | null;
  device_class: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fits = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * The events of a batch that the tables can hold. Producers send typed events, so a refusal here
 * means a bug or a hand-made job; one bad event must not keep the rest of its batch from being
 * stored (the whole job would fail and be retried for ever).
 */
export function storableEvents(events: readonly RecordedJourneyEvent[]): RecordedJourneyEvent[] {
  return events.filter(
    (event) =>
      fits(event.eventId, 64) &&
      fits(event.sessionId, 64) &&
      fits(event.journeyType, 50) &&
      fits(event.step, 80) &&
      typeof event.occurredAt === 'string' &&
      !Number.isNaN(new Date(event.occurredAt).getTime()),
  );
}

export function journeyRowOf(event: RecordedJourneyEvent): JourneyRow {
  return {
    id: randomUUID(),
    job_id: event.eventId,
    session_id: event.sessionId,
    user_id: typeof event.userId === 'string' && UUID.test(event.userId) ? event.userId : null,
    journey_type: event.journeyType,
    step: event.step,
    step_data: event.stepData ?? null,
    duration: Number.isInteger(event.durationMs) ? event.durationMs! : null,
    language: languageOf(event),
    device_class: fits(event.deviceClass, 10) ? event.deviceClass : null,
    created_at: new Date(event.occurredAt).toISOString(),
  };
}

/**
 * One funnel row per session and step, merged the way the upsert merges it with a stored row:
 * the earliest arrival wins, and the first event that knows the language or the device fills it
 * in. PostgreSQL refuses an upsert that touches one row twice, so a batch holding a session's
 * step twice (a reload, or the browser's and assessments' "saved") is merged here first. Sorted,
 * so two batches upserting the same entries lock them in one order and cannot deadlock.
 */
export function funnelRowsOf(rows: readonly JourneyRow[]): FunnelRow[] {
  const merged = new Map<string, FunnelRow>();
  for (const row of rows) {
    const step = funnelStepOf(row.journey_type, row.step);
    if (!step) continue;
    const key = `${row.session_id}\u0000${step}`;
    const known = merged.get(key);
    if (!known) {
      merged.set(key, { session_id: row.session_id, step, first_at: row.created_at, language: row.language, device_class: row.device_class });
      continue;
    }
    if (row.created_at < known.first_at) known.first_at = row.created_at;
    known.language ??= row.language;
    known.device_class ??= row.device_class;
  }
  return [...merged.values()].sort((a, b) => (a.session_id === b.session_id ? compare(a.step, b.step) : compare(a.session_id, b.session_id)));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The page's language, or for assessments' server-side "saved" event, the assessment's (in its step data). */
function languageOf(event: RecordedJourneyEvent): string | null {
  if (fits(event.language, 8)) return event.language;
  const language = event.stepData?.['language'];
  return fits(language, 8) ? language : null;
}
