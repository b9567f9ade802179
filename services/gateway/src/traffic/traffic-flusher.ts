import { hostname } from 'node:os';
import { JobName } from '@lifewheel/contracts';
import { JobQueues, type Logger } from '@lifewheel/platform';
import type { TrafficCounter } from './traffic-counter.js';

const FLUSH_EVERY_MS = 10_000;
/** Minutes that could not be sent for this long (Redis away) are dropped: memory stays bounded. */
const KEEP_UNSENT_MS = 60 * 60_000;
/** A producer waits for Redis forever; a flush (and so a shutdown) must not. */
const SEND_TIMEOUT_MS = 5_000;

/**
 * Sends each finished minute's counts to observability as one job (JobName.RecordTraffic). It has
 * its own producer so that the last minute still goes out after Nest has closed the app's.
 */
export class TrafficFlusher {
  private readonly queues: JobQueues;
  private readonly gateway = `${hostname()}:${process.pid}`;
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly counter: TrafficCounter,
    redis: { url: string; prefix: string },
    private readonly logger: Logger,
  ) {
    this.queues = new JobQueues(redis.url, redis.prefix);
  }

  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** Sends the finished minutes (all, at shutdown); one flush at a time. */
  async flush(everything = false): Promise<void> {
    await this.flushing;
    this.flushing = this.send(everything);
    await this.flushing;
  }

  private async send(everything: boolean): Promise<void> {
    const now = Date.now();
    for (const counted of this.counter.take(now, everything)) {
      try {
        const sent = this.queues.enqueue(JobName.RecordTraffic, {
          gateway: this.gateway,
          minute: new Date(counted.minute).toISOString(),
          services: counted.services,
        });
        await withTimeout(sent, SEND_TIMEOUT_MS);
      } catch (error) {
        this.logger.warn({ err: error }, 'Could not send a minute of traffic counts; trying again at the next flush');
        this.counter.putBack(counted, now - KEEP_UNSENT_MS);
      }
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush(true);
    await this.queues.close();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not take the job within ${ms} ms`)), ms);
  });
  // A job that gets through later is harmless: observability keeps one row per gateway, service and minute.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
