import { hostname } from 'node:os';
import { Worker, type Job } from 'bullmq';
import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import type { JobName, QueueName } from '@lifewheel/contracts';
import type { Logger } from 'pino';
import { runInRequestScope, type AroundWork } from '../context/request-scope.js';
import { createRedis, type Redis } from '../redis/redis-connection.js';
import { contextFromCarrier } from '../telemetry/propagation.js';
import type { JobEnvelope } from './job-envelope.js';
import { assertOneHandlerPerJob, type JobHandlerRegistration } from './job-handlers.js';

export interface JobWorkersOptions {
  redisUrl: string;
  prefix: string;
  queues: QueueName[];
  handlers: JobHandlerRegistration[];
  logger: Logger;
  concurrency?: number;
  /** Wraps each job, e.g. in its own MikroORM RequestContext. */
  around?: AroundWork;
}

const tracer = trace.getTracer('lifewheel-queues');

/**
 * A job whose process died (kill -9, a lost node) is taken up again once its lock has lapsed and a
 * stalled check has seen it twice, so within about lock + 2 checks: 20 s here, where BullMQ's
 * defaults (30 s each) let a login email wait a minute and a half. The lock is renewed every
 * 5 s while the job runs, so only an event loop blocked for 10 s would look stalled.
 */
export const JOB_LOCK_MS = 10_000;
export const STALLED_CHECK_MS = 5_000;

/** Consumer side: one BullMQ worker per queue, each job in its trace, request scope and wrapper. */
export class JobWorkers {
  private readonly workers: Worker[] = [];
  private readonly connection: Redis;

  constructor(private readonly options: JobWorkersOptions) {
    const handlers = assertOneHandlerPerJob(options.queues, options.handlers);
    this.connection = createRedis(options.redisUrl, 'job-worker');
    for (const queue of options.queues) {
      this.workers.push(
        new Worker(queue, (job: Job) => this.process(handlers, job), {
          connection: this.connection,
          prefix: `${options.prefix}:bull`,
          concurrency: options.concurrency ?? 8,
          autorun: false,
          lockDuration: JOB_LOCK_MS,
          stalledInterval: STALLED_CHECK_MS,
          // The operations console lists each queue's workers by this name (which process, which replica).
          name: `${process.title}@${hostname()}:${process.pid}`,
        }),
      );
    }
    for (const worker of this.workers) {
      worker.on('failed', (job, error) => options.logger.warn({ job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'Job failed'));
      worker.on('error', (error) => options.logger.warn({ err: error }, 'Job worker error'));
    }
  }

  start(): void {
    for (const worker of this.workers) void worker.run();
  }

  isRunning(): boolean {
    return this.workers.every((worker) => worker.isRunning());
  }

  /** Waits for the jobs in progress to finish; jobs not yet started stay queued for the next start. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await this.connection.quit().catch(() => undefined);
  }

  private async process(handlers: Map<JobName, JobHandlerRegistration>, job: Job): Promise<void> {
    const registration = handlers.get(job.name as JobName);
    if (!registration) throw new Error(`No handler for job ${job.name}`);
    const envelope = job.data as JobEnvelope;
    const around = this.options.around ?? ((fn) => fn());
    await context.with(contextFromCarrier(envelope.trace), () =>
      tracer.startActiveSpan(`queue.process ${job.name}`, { kind: SpanKind.CONSUMER, attributes: { 'messaging.message.id': String(job.id) } }, async (span) => {
        try {
          await runInRequestScope({ requestId: envelope.requestId ?? `job-${job.id}` }, () =>
            around(() => registration.handle(envelope.payload as never, job)),
          );
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
          throw error;
        } finally {
          span.end();
        }
      }),
    );
  }
}
