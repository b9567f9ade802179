import { describe, expect, it } from 'vitest';
import type { RecordedJourneyEvent } from '@lifewheel/contracts';
import { funnelRowsOf, journeyRowOf, storableEvents } from './journey-batch-rows.js';

let sequence = 0;
function event(sessionId: string, step: string, occurredAt: string, extra: Partial<RecordedJourneyEvent> = {}): RecordedJourneyEvent {
  sequence += 1;
  return { eventId: `event-${sequence}`, sessionId, journeyType: 'assessment', step, occurredAt, ...extra };
}

describe('journeyRowOf', () => {
  it('keys the row by the event id and takes a server-side event language from its step data', () => {
    const row = journeyRowOf(event('session-1', 'saved', '2026-11-20T10:00:00Z', { stepData: { language: 'ja', domains: 12 } }));
    expect(row).toMatchObject({ job_id: `event-${sequence}`, step: 'saved', language: 'ja', created_at: '2026-11-20T10:00:00.000Z', user_id: null });
  });

  it('leaves out a user id that is not a UUID rather than failing the batch', () => {
    expect(journeyRowOf(event('session-1', 'landing', '2026-11-20T10:00:00Z', { userId: 'not-a-uuid' })).user_id).toBeNull();
  });
});

describe('storableEvents', () => {
  it('keeps the events the tables can hold and refuses the rest', () => {
    const good = event('session-1', 'landing', '2026-11-20T10:00:00Z');
    const events = [good, { ...good, eventId: '' }, { ...good, occurredAt: 'yesterday' }, { ...good, step: 'x'.repeat(81) }];
    expect(storableEvents(events)).toEqual([good]);
  });
});

describe('funnelRowsOf', () => {
  it('merges a session reaching a step twice: earliest arrival, first known language and device', () => {
    const rows = [
      event('session-1', 'saved', '2026-11-20T10:05:00Z', { stepData: { language: 'ja' } }),
      event('session-1', 'saved', '2026-11-20T10:04:59Z', { language: 'en', deviceClass: 'tablet' }),
      event('session-1', 'landing', '2026-11-20T10:00:00Z'),
      event('session-1', 'landing', '2026-11-20T10:02:00Z', { deviceClass: 'mobile' }),
    ].map(journeyRowOf);
    expect(funnelRowsOf(rows)).toEqual([
      { session_id: 'session-1', step: 'assessment-finished', first_at: '2026-11-20T10:04:59.000Z', language: 'ja', device_class: 'tablet' },
      { session_id: 'session-1', step: 'landing', first_at: '2026-11-20T10:00:00.000Z', language: null, device_class: 'mobile' },
    ]);
  });

  it('leaves out steps that are not funnel steps, and sorts by session and step (one lock order for every batch)', () => {
    const rows = [
      event('session-b', 'landing', '2026-11-20T10:00:00Z'),
      event('session-a', 'current-half-completed', '2026-11-20T10:00:00Z'),
      event('session-a', 'landing', '2026-11-20T10:00:00Z'),
      event('session-a', 'assessment-started', '2026-11-20T10:00:00Z'),
    ].map(journeyRowOf);
    expect(funnelRowsOf(rows).map((row) => `${row.session_id}/${row.step}`)).toEqual([
      'session-a/assessment-started',
      'session-a/landing',
      'session-b/landing',
    ]);
  });
});
