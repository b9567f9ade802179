import { randomUUID } from 'node:crypto';
import { JobName, type RecordedJourneyEvent } from '@lifewheel/contracts';
import { context, trace, type Link } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { outsideRequestScope } from '../context/request-scope.js';
import { Batcher } from './batcher.js';
import type { JobQueues } from './job-queues.js';

/** A journey event as a producer hands it over; the recorder gives it its id. */
export type JourneyToRecord = Omit<RecordedJourneyEvent, 'eventId'>;

export interface JourneyBatchSettings {
  /** JOURNEY_FLUSH_MS: the longest an event waits in this process. */
  flushMs: number;
  /** JOURNEY_BATCH_SIZE: the most events in one job. */
  batchSize: number;
}

/** An event waiting for its batch, with the span it was recorded in (the batch's send span links to it). */
interface HeldEvent {
  event: RecordedJourneyEvent;
  link?: Link;
}

export const DEFAULT_JOURNEY_BATCH: JourneyBatchSettings = { flushMs: 250, batchSize: 200 };

/** While Redis is away: about 10 MB of events at most, then they are counted and dropped. */
const MAX_HELD = 20_000;
/** A producer waits for Redis forever; a flush (and so a shutdown) must not. */
const SEND_TIMEOUT_MS = 5_000;

/**
 * Journey events leave this process in batches, one job per batch (JobName.RecordJourneyBatch),
 * rather than one job per event: a save then costs observability a share of one bulk insert
 * instead of a transaction of its own. Recording is synchronous and never fails the caller.
 */
export class JourneyRecorder {
  private readonly batcher: Batcher<HeldEvent>;

  constructor(
    private readonly queues: JobQueues,
    private readonly logger: Logger,
    settings: JourneyBatchSettings = DEFAULT_JOURNEY_BATCH,
  ) {
    this.batcher = new Batcher({
      maxItems: settings.batchSize,
      maxWaitMs: settings.flushMs,
      maxHeld: MAX_HELD,
      send: (events) => this.send(events),
      onSendFailed: (error, held) => this.logger.warn({ err: error, held }, 'Could not queue journey events; they are kept and tried again'),
      onLost: (count, reason) =>
        this.logger.error(
          { count, reason },
          reason === 'cap' ? 'Dropped journey events: too many waiting for the queue' : 'Dropped journey events: the queue could not take them before shutdown',
        ),
    });
  }

  record(event: JourneyToRecord): void {
    const spanContext = trace.getSpanContext(context.active());
    const link = spanContext && trace.isSpanContextValid(spanContext) ? { context: spanContext } : undefined;
    this.batcher.add({ event: { eventId: randomUUID(), ...event }, ...(link ? { link } : {}) });
  }

  /** Events buffered and not yet queued. */
  get held(): number {
    return this.batcher.held;
  }

  flush(): Promise<void> {
    return this.batcher.flush();
  }

  /** Queues everything held; call it before the job producer closes. */
  close(): Promise<void> {
    return this.batcher.close();
  }

  private send(held: HeldEvent[]): Promise<void> {
    // A batch gathers many requests: it belongs to none of their traces, and links to each of them
    // (OpenTelemetry's way for batches), so a request's trace still leads on to where its event was stored.
    const events = held.map(({ event }) => event);
    const links = held.flatMap(({ link }) => (link ? [link] : []));
    const sent = outsideRequestScope(() => this.queues.enqueue(JobName.RecordJourneyBatch, { events }, { links }));
    return withTimeout(sent, SEND_TIMEOUT_MS);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not take the job within ${ms} ms`)), ms);
  });
  // A job that gets through after all is harmless: each event's id makes the second copy a no-op.
  promise.catch(() => undefined);
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
