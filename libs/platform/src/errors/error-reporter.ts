import { JobName } from '@lifewheel/contracts';
import { trace } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { currentRequestScope } from '../context/request-scope.js';
import { redactUrl } from '../logging/redact.js';
import type { JobQueues } from '../queues/job-queues.js';

export interface ErrorContext {
  url?: string;
  userAgent?: string;
  userId?: string;
  metadata?: Record<string, unknown>;
}

/**
 * Sends every unexpected error to the observability service as an error-log job. Reporting must
 * never make things worse: it does not throw and does not wait for Redis.
 */
export class ErrorReporter {
  constructor(
    private readonly source: string,
    private readonly queues: JobQueues,
    private readonly logger: Logger,
    /** The process's version: the error groups list the releases an error happened in. */
    private readonly release?: string,
  ) {}

  report(error: unknown, context: ErrorContext = {}): void {
    const err = error instanceof Error ? error : new Error(String(error));
    const requestId = currentRequestScope()?.requestId;
    const span = trace.getActiveSpan()?.spanContext();
    const traceId = span && trace.isSpanContextValid(span) ? span.traceId : undefined;
    this.queues
      .enqueue(JobName.RecordError, {
        level: 'error',
        source: this.source,
        message: err.message.slice(0, 2000),
        ...(err.stack ? { stack: err.stack.slice(0, 20_000) } : {}),
        ...(context.url ? { url: redactUrl(context.url) } : {}),
        ...(context.userAgent ? { userAgent: context.userAgent.slice(0, 500) } : {}),
        ...(context.userId ? { userId: context.userId } : {}),
        ...(context.metadata ? { metadata: context.metadata } : {}),
        ...(requestId ? { requestId } : {}),
        ...(traceId ? { traceId } : {}),
        ...(this.release ? { release: this.release } : {}),
        occurredAt: new Date().toISOString(),
      })
      .catch((enqueueError) => this.logger.error({ err: enqueueError }, 'Could not report an error to observability'));
  }
}
