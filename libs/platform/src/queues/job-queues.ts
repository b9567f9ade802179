import { Queue, type JobsOptions } from 'bullmq';
import { JOB_QUEUE, QueueName, type JobName, type JobPayloads } from '@lifewheel/contracts';
import { SpanKind, trace, type Link } from '@opentelemetry/api';
import { currentRequestScope } from '../context/request-scope.js';
import { createRedis, type Redis } from '../redis/redis-connection.js';
import { currentTraceCarrier } from '../telemetry/propagation.js';
import { DEFAULT_JOB_OPTIONS, type JobEnvelope } from './job-envelope.js';

const tracer = trace.getTracer('lifewheel-queues');

/**
 * BullMQ logs every job's life (added, active, completed...) to a stream per queue, kept to 10,000
 * entries by default. Nothing here reads it (replies go through RPC lists, not QueueEvents), so a
 * short tail for debugging is enough: at 10,000 a busy queue's stream kept growing Redis's memory
 * for half an hour of steady load before it levelled off (`npm run soak`).
 */
export const JOB_EVENTS_KEPT = 1_000;

export type EnqueueOptions = Pick<JobsOptions, 'jobId' | 'delay'> & { links?: Link[] };

/** Producer side: puts typed jobs on the queue their name belongs to. */
export class JobQueues {
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    this.connection = createRedis(redisUrl, 'job-producer');
  }

  /** `links`: the spans a job of many requests' work came from (a batch belongs to none of their traces). */
  async enqueue<J extends JobName>(name: J, payload: JobPayloads[J], { links, ...options }: EnqueueOptions = {}): Promise<string> {
    return tracer.startActiveSpan(
      `queue.send ${name}`,
      { kind: SpanKind.PRODUCER, attributes: { 'messaging.destination.name': JOB_QUEUE[name] }, ...(links?.length ? { links } : {}) },
      async (span) => {
        try {
          const requestId = currentRequestScope()?.requestId;
          const envelope: JobEnvelope<J> = { payload, trace: currentTraceCarrier(), ...(requestId ? { requestId } : {}) };
          const job = await this.queue(JOB_QUEUE[name]).add(name, envelope, { ...DEFAULT_JOB_OPTIONS, ...options });
          return job.id as string;
        } finally {
          span.end();
        }
      },
    );
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: `${this.prefix}:bull`, streams: { events: { maxLen: JOB_EVENTS_KEPT } } });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await this.connection.quit().catch(() => undefined);
  }
}
