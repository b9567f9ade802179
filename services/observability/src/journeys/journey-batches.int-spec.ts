import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName, QueueName, type JobPayloads, type RecordedJourneyEvent } from '@lifewheel/contracts';
import { JobQueues, randomToken } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, defaultAssessmentBody, postJson, waitFor } from '@lifewheel/testing';

// Producers hold events for a minute unless 5 are waiting: what reaches the database before that
// came in full batches, and what is still held at SIGTERM must go out during the shutdown.
const PRODUCER_ENV = { JOURNEY_FLUSH_MS: '60000', JOURNEY_BATCH_SIZE: '5' };

describe('journey events in batches', () => {
  let stack: TestStack;
  let queues: JobQueues;

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['gateway', 'assessments', 'observability'],
      envFor: { gateway: PRODUCER_ENV, assessments: PRODUCER_ENV },
    });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
  });

  const eventsOf = (sessionId: string) =>
    stack.db.query<{ step: string; language: string | null; device_class: string | null }>(
      'select step, language, device_class from observability.user_journeys where session_id = $1 order by created_at, step',
      [sessionId],
    );
  const funnelOf = (sessionId: string) =>
    stack.db.query<{ step: string; first_at: Date; language: string | null; device_class: string | null }>(
      'select step, first_at, language, device_class from observability.journey_funnel_entries where session_id = $1 order by step',
      [sessionId],
    );
  const browserEvent = (sessionId: string, step: string) =>
    postJson(
      `${stack.gatewayUrl}/api/observability/journeys`,
      { sessionId, journeyType: 'assessment', step, language: 'de' },
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    );

  /** Waits until observability has handled these jobs (done jobs leave the queue; a failed one would stay). */
  async function handled(jobIds: string[]): Promise<void> {
    const queue = queues.queue(QueueName.Observability);
    await waitFor(
      async () => {
        const jobs = await Promise.all(jobIds.map((id) => queue.getJob(id)));
        for (const job of jobs) if (job && (await job.isFailed())) throw new Error(`job ${job.id} failed: ${job.failedReason}`);
        return jobs.every((job) => job === undefined);
      },
      { what: `jobs ${jobIds.join(', ')} to be handled` },
    );
  }

  function event(sessionId: string, step: string, occurredAt: string, extra: Partial<RecordedJourneyEvent> = {}): RecordedJourneyEvent {
    return { eventId: randomUUID(), sessionId, journeyType: 'assessment', step, occurredAt, ...extra };
  }

  it('stores the events of many requests, from the browser and from saves, in full batches', async () => {
    const sessionId = randomToken(16);
    // 10 browser events: two full batches of the gateway. 5 saves: one full batch of assessments.
    const steps = ['landing', 'assessment-started', 'current-half-completed', 'desired-half-completed', 'results-viewed'];
    for (const step of [...steps, ...steps]) expect((await browserEvent(sessionId, step)).status).toBe(202);
    for (let save = 0; save < 5; save += 1) {
      expect((await postJson(`${stack.gatewayUrl}/api/assessments`, { ...defaultAssessmentBody(save + 1), sessionId, language: 'de' })).status).toBe(201);
    }

    const rows = await waitFor(async () => ((await eventsOf(sessionId)).length === 15 ? eventsOf(sessionId) : undefined), {
      what: '15 journey rows',
    });
    expect(rows.filter((row) => row.step === 'saved')).toEqual(Array(5).fill({ step: 'saved', language: 'de', device_class: null }));
    const browserRows = rows.filter((row) => row.step !== 'saved');
    expect(browserRows.map((row) => row.step).sort()).toEqual([...steps, ...steps].sort());
    expect(browserRows.every((row) => row.language === 'de' && row.device_class === 'mobile')).toBe(true);
    // One funnel entry per step the session reached, however many events reached it.
    expect((await funnelOf(sessionId)).map((entry) => entry.step)).toEqual(['assessment-finished', 'assessment-started', 'landing', 'results-viewed']);
  });

  it('stores each event of a batch delivered three times once, and its funnel entries once', async () => {
    const sessionId = randomToken(16);
    const batch: JobPayloads[JobName.RecordJourneyBatch] = {
      events: [
        event(sessionId, 'landing', '2026-11-20T10:00:00.000Z', { language: 'fr' }),
        event(sessionId, 'assessment-started', '2026-11-20T10:01:00.000Z', { deviceClass: 'desktop' }),
      ],
    };
    const jobIds = [];
    for (let delivery = 0; delivery < 3; delivery += 1) jobIds.push(await queues.enqueue(JobName.RecordJourneyBatch, batch));
    await handled(jobIds);

    expect(await eventsOf(sessionId)).toEqual([
      { step: 'landing', language: 'fr', device_class: null },
      { step: 'assessment-started', language: null, device_class: 'desktop' },
    ]);
    expect(await funnelOf(sessionId)).toEqual([
      { step: 'assessment-started', first_at: new Date('2026-11-20T10:01:00.000Z'), language: null, device_class: 'desktop' },
      { step: 'landing', first_at: new Date('2026-11-20T10:00:00.000Z'), language: 'fr', device_class: null },
    ]);
  });

  it('merges one session reaching one step twice within a batch: earliest arrival, first known language and device', async () => {
    const sessionId = randomToken(16);
    const jobId = await queues.enqueue(JobName.RecordJourneyBatch, {
      events: [
        // Assessments' server-side "saved" (its language in the step data, no device), then the browser's.
        event(sessionId, 'saved', '2026-11-20T10:05:00.000Z', { stepData: { language: 'ja' } }),
        event(sessionId, 'saved', '2026-11-20T10:04:59.000Z', { language: 'en', deviceClass: 'tablet' }),
        event(sessionId, 'landing', '2026-11-20T10:00:00.000Z'),
        event(sessionId, 'landing', '2026-11-20T10:02:00.000Z', { deviceClass: 'mobile' }),
      ],
    });
    await handled([jobId]);

    expect(await eventsOf(sessionId)).toHaveLength(4);
    expect(await funnelOf(sessionId)).toEqual([
      { step: 'assessment-finished', first_at: new Date('2026-11-20T10:04:59.000Z'), language: 'ja', device_class: 'tablet' },
      { step: 'landing', first_at: new Date('2026-11-20T10:00:00.000Z'), language: null, device_class: 'mobile' },
    ]);
  });

  it('still stores a single-event job queued by a producer from before batching, once', async () => {
    const sessionId = randomToken(16);
    const single = { sessionId, journeyType: 'assessment', step: 'landing', language: 'en' as const, occurredAt: new Date().toISOString() };
    // The same job run twice (a retry after a lost acknowledgement): BullMQ numbers its jobs, and
    // refuses a number as a custom id, so a string id stands in for the job's own.
    const jobId = `before-batching-${randomToken(8)}`;
    await handled([await queues.enqueue(JobName.RecordJourney, single, { jobId })]);
    await handled([await queues.enqueue(JobName.RecordJourney, single, { jobId })]);
    expect(await eventsOf(sessionId)).toEqual([{ step: 'landing', language: 'en', device_class: null }]);
    expect(await funnelOf(sessionId)).toEqual([expect.objectContaining({ step: 'landing', language: 'en' })]);
  });

  it('loses no buffered event when the gateway and assessments get SIGTERM', async () => {
    const sessionId = randomToken(16);
    // Fewer than a batch in each producer: held for a minute, were it not for the shutdown.
    for (const step of ['landing', 'assessment-started', 'results-viewed']) expect((await browserEvent(sessionId, step)).status).toBe(202);
    for (let save = 0; save < 2; save += 1) {
      expect((await postJson(`${stack.gatewayUrl}/api/assessments`, { ...defaultAssessmentBody(save + 1), sessionId })).status).toBe(201);
    }
    // Held, not stored. (A save's event is recorded just after its reply; the RPC transport's
    // shutdown waits for that, so it cannot be missed below.)
    expect(await eventsOf(sessionId)).toEqual([]);

    expect(await stack.one('assessments').stop('SIGTERM')).toBe(0);
    expect(await stack.one('gateway').stop('SIGTERM')).toBe(0);

    const rows = await waitFor(async () => ((await eventsOf(sessionId)).length === 5 ? eventsOf(sessionId) : undefined), {
      what: 'the five buffered journey events',
    });
    expect(rows.map((row) => row.step).sort()).toEqual(['assessment-started', 'landing', 'results-viewed', 'saved', 'saved']);
  });
});
