import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { defaultIfEmpty, isObservable, lastValueFrom } from 'rxjs';
import { Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { isErrorCode, type RpcErrorBody, type RpcReply } from '@lifewheel/contracts';
import type { Logger } from 'pino';
import { runInRequestScope, type AroundWork, type RequestScope } from '../context/request-scope.js';
import { DeadlineExceededError } from '../context/deadline.js';
import { AppException, INTERNAL_ERROR_BODY, knownErrorBody } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-code.js';
import { createRedis, type Redis } from '../redis/redis-connection.js';
import { contextFromCarrier } from '../telemetry/propagation.js';
import { registeredHandlers } from './nest-handlers.js';
import { RpcContext } from './rpc-context.js';
import { RPC_MAX_DEADLINE_MS } from './rpc-limits.js';
import { replyAndAck } from './reply-script.js';
import { RPC_GROUP, requestStreamKey } from './rpc-keys.js';
import { entriesOfRead, parseStreamEntries, type RpcRequestEntry } from './stream-entries.js';

export interface RedisStreamsServerOptions {
  redisUrl: string;
  prefix: string;
  /** The stream this service's replicas compete on (`assessments`, ...). */
  service: string;
  logger: Logger;
  /** Requests handled at once by this replica. */
  concurrency?: number;
  /**
   * The longest deadline a caller may give (RPC_MAX_DEADLINE_MS; tests use less). An entry a dead
   * replica had taken is cleared only once it has been pending longer than this, so past its deadline.
   */
  maxDeadlineMs?: number;
  /**
   * How long past its deadline a handler may still run before it counts as stuck (liveness fails
   * once every slot holds a stuck one).
   */
  stuckAfterMs?: number;
}

/** A request being handled: when its deadline passes, and whether it was stopped there. */
interface InFlight {
  deadline: number;
  stopped: boolean;
}

/** Slack on top of the longest deadline for the clocks of the gateway and of Redis to differ. */
const RECLAIM_MARGIN_MS = 1000;
const DEFAULT_STUCK_AFTER_MS = 10_000;

const tracer = trace.getTracer('lifewheel-rpc');

/**
 * RPC with competing consumers (design.md section 2): requests go onto one Redis stream per
 * service, read through a consumer group so each request reaches exactly one replica; the reply
 * goes straight onto the asking gateway instance's own list. A request read after its deadline
 * is dropped unanswered (the gateway has already answered 503), and every handled request is
 * acknowledged and deleted, so nothing is left behind in Redis. A request whose replica died is
 * never run again (it might have done its work already): another replica deletes it once it is
 * certainly past its deadline.
 */
export class RedisStreamsServer extends Server implements CustomTransportStrategy {
  private readonly consumer = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly streamKey: string;
  private readonly concurrency: number;
  private readonly reclaimAfterMs: number;
  private handlers: ReadonlyMap<string, MessageHandler> = new Map();
  private reader?: Redis;
  private writer?: Redis;
  private reply?: ReturnType<typeof replyAndAck>;
  private closing = false;
  private readonly inFlight = new Map<Promise<void>, InFlight>();
  private readonly maxDeadlineMs: number;
  private readonly stuckAfterMs: number;
  private loop?: Promise<void>;
  private around: AroundWork = (handle) => handle();

  constructor(private readonly options: RedisStreamsServerOptions) {
    super();
    this.streamKey = requestStreamKey(options.prefix, options.service);
    this.concurrency = options.concurrency ?? 32;
    this.maxDeadlineMs = options.maxDeadlineMs ?? RPC_MAX_DEADLINE_MS;
    this.reclaimAfterMs = this.maxDeadlineMs + RECLAIM_MARGIN_MS;
    this.stuckAfterMs = options.stuckAfterMs ?? DEFAULT_STUCK_AFTER_MS;
  }

  async listen(callback: (...optionalParams: unknown[]) => unknown): Promise<void> {
    // Nest has registered every handler by now; the table stays fixed while the service runs.
    this.handlers = registeredHandlers(this);
    this.reader = createRedis(this.options.redisUrl, `rpc-server-read:${this.options.service}`);
    // Replies finished in the same turn of the event loop go to Redis in one write.
    this.writer = createRedis(this.options.redisUrl, `rpc-server-write:${this.options.service}`, { enableAutoPipelining: true });
    this.reply = replyAndAck(this.writer);
    await this.ensureGroup();
    this.loop = this.readLoop();
    callback();
  }

  /** Stops reading new requests, lets the ones in progress finish and answer, then disconnects. */
  async close(): Promise<void> {
    this.closing = true;
    await this.loop;
    await Promise.allSettled([...this.inFlight.keys()]);
    this.reader?.disconnect();
    await this.writer?.quit().catch(() => undefined);
  }

  /**
   * Every request's handler runs inside `around` (a service that owns data forks its MikroORM
   * context there). Set once the app exists, before `listen`: the ORM is one of its providers.
   */
  runEachRequestIn(around: AroundWork): void {
    this.around = around;
  }

  on(): never {
    throw new Error('RedisStreamsServer does not emit events');
  }

  unwrap<T>(): T {
    return this.reader as T;
  }

  get activeRequests(): number {
    return this.inFlight.size;
  }

  /**
   * Every slot is taken by a handler that has run past its deadline by more than `stuckAfterMs`
   * (stopped there, yet it has not given up: a call that ignores the abort signal, a lock that is
   * never granted). Such a replica takes no request any more; its liveness probe fails so that it
   * is restarted, rather than leaving its share of the traffic to time out.
   */
  isStuck(now = Date.now()): boolean {
    if (this.inFlight.size < this.concurrency) return false;
    return [...this.inFlight.values()].every((request) => now - request.deadline > this.stuckAfterMs);
  }

  private async ensureGroup(): Promise<void> {
    try {
      // From '0': requests that waited while no replica existed are still seen (and dropped if expired).
      await this.writer!.call('XGROUP', 'CREATE', this.streamKey, RPC_GROUP, '0', 'MKSTREAM');
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
  }

  private async readLoop(): Promise<void> {
    let lastReclaim = 0;
    while (!this.closing) {
      try {
        if (Date.now() - lastReclaim > this.reclaimAfterMs / 3) {
          lastReclaim = Date.now();
          await this.reclaimAbandoned();
        }
        const free = this.concurrency - this.inFlight.size;
        if (free <= 0) {
          await Promise.race([...this.inFlight.keys()]);
          continue;
        }
        // A short block keeps shutdown prompt; the loop costs one round trip per idle second.
        const raw = await this.reader!.call('XREADGROUP', 'GROUP', RPC_GROUP, this.consumer, 'COUNT', free, 'BLOCK', 1000, 'STREAMS', this.streamKey, '>');
        for (const { streamId, entry } of parseStreamEntries(entriesOfRead(raw))) this.dispatch(streamId, entry);
      } catch (error) {
        if (this.closing) break;
        if (String(error).includes('NOGROUP')) await this.ensureGroup().catch(() => undefined);
        else this.options.logger.warn({ err: error }, 'RPC read failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  /**
   * Requests a dead replica had taken are dropped, never run again: only an entry pending longer
   * than the longest deadline is claimed, so its caller has had its 503 and a live replica that is
   * merely slow is never doubled. Claiming and deleting also leaves nothing behind in Redis.
   */
  private async reclaimAbandoned(): Promise<void> {
    const raw = (await this.writer!.call('XAUTOCLAIM', this.streamKey, RPC_GROUP, this.consumer, this.reclaimAfterMs, '0-0', 'COUNT', 50)) as unknown[];
    for (const { streamId, entry } of parseStreamEntries(raw?.[1])) {
      this.options.logger.warn(
        { streamId, pattern: entry?.meta.pattern, lateByMs: entry ? Date.now() - entry.meta.deadline : undefined },
        'Dropped an RPC request abandoned by a replica',
      );
      await this.finish(streamId);
    }
  }

  private dispatch(streamId: string, entry: RpcRequestEntry | null): void {
    // No request may hold a slot longer than the longest deadline, whatever its entry says.
    const request: InFlight = { deadline: entry ? Math.min(entry.meta.deadline, Date.now() + this.maxDeadlineMs) : Date.now(), stopped: false };
    const work = this.handle(streamId, entry, request)
      .catch((error) => this.options.logger.error({ err: error }, 'RPC request handling failed'))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.set(work, request);
  }

  private async handle(streamId: string, entry: RpcRequestEntry | null, request: InFlight): Promise<void> {
    if (!entry) {
      this.options.logger.warn({ streamId }, 'Dropped a malformed RPC request');
      return this.finish(streamId);
    }
    const { meta } = entry;
    const { deadline } = request;
    if (Date.now() >= deadline) {
      this.options.logger.warn({ pattern: meta.pattern, lateByMs: Date.now() - deadline }, 'Dropped an RPC request whose deadline had passed');
      return this.finish(streamId);
    }
    const started = performance.now();
    const abort = new AbortController();
    const scope: RequestScope = { requestId: meta.requestId, deadline, signal: abort.signal, afterReply: [] };
    // At the deadline the caller has had its 503: the handler is told to stop (the abort signal,
    // and a transaction that checks the deadline rolls back), and the entry leaves Redis now, not
    // whenever the handler gives up.
    const stopAtDeadline = setTimeout(() => {
      request.stopped = true;
      abort.abort(new DeadlineExceededError(deadline));
      this.options.logger.warn({ pattern: meta.pattern, requestId: meta.requestId }, 'Stopped an RPC request at its deadline');
      this.finish(streamId).catch((error) => this.options.logger.warn({ err: error }, 'Could not remove an RPC request stopped at its deadline'));
    }, deadline - Date.now());
    const parent = contextFromCarrier(meta);
    // The closing log line is written after the span, outside its context: it names the trace itself.
    let traced: { traceId?: string; spanId?: string } = {};
    const reply = await context.with(parent, () =>
      tracer.startActiveSpan(
        `rpc.server ${meta.pattern}`,
        { kind: SpanKind.SERVER, attributes: { 'rpc.system': 'lifewheel-redis-streams', 'rpc.method': meta.pattern } },
        async (span) => {
          traced = { traceId: span.spanContext().traceId, spanId: span.spanContext().spanId };
          try {
            const result = await runInRequestScope(scope, () => this.around(() => this.invoke(entry)));
            if (!result.ok) span.setStatus({ code: result.error.statusCode >= 500 ? SpanStatusCode.ERROR : SpanStatusCode.UNSET });
            return result;
          } finally {
            span.end();
          }
        },
      ),
    );
    clearTimeout(stopAtDeadline);
    if (request.stopped) {
      // Nobody waits for this answer, and its entry is gone; what it deferred is dropped with it.
      this.options.logger.debug({ ...traced, pattern: meta.pattern, ok: reply.ok, answered: false, lateByMs: Date.now() - deadline }, 'RPC request handled');
      return;
    }
    // Reply and acknowledge atomically in one command.
    await this.reply!(meta.replyTo, this.streamKey, streamId, JSON.stringify(reply));
    for (const task of scope.afterReply!) {
      try {
        task();
      } catch (error) {
        this.options.logger.warn({ err: error, pattern: meta.pattern }, 'Work after an RPC reply failed');
      }
    }
    this.options.logger.debug(
      { ...traced, pattern: meta.pattern, ok: reply.ok, durationMs: Math.round((performance.now() - started) * 100) / 100 },
      'RPC request handled',
    );
  }

  private async invoke({ meta, data }: RpcRequestEntry): Promise<RpcReply> {
    // Our patterns are plain strings, looked up as given; Nest's own lookup first tries JSON.parse
    // on the pattern, and the exception it throws for every plain string costs more than the rest
    // of the lookup.
    const handler = this.handlers.get(meta.pattern);
    if (!handler) {
      return { id: meta.id, ok: false, error: new AppException(ErrorCode.NotImplemented, `No handler for ${meta.pattern}`).toBody() };
    }
    try {
      // Without interceptors Nest hands back the handler's own value; only a failure (through the
      // exception filters) or a handler that chose to return an Observable comes back as one.
      const result: unknown = await handler(data, new RpcContext([meta]));
      const value = isObservable(result) ? await lastValueFrom(result.pipe(defaultIfEmpty(null))) : result;
      return { id: meta.id, ok: true, data: value ?? null };
    } catch (error) {
      return { id: meta.id, ok: false, error: this.errorBody(error) };
    }
  }

  private errorBody(error: unknown): RpcErrorBody {
    if (isErrorBody(error)) return error;
    const known = knownErrorBody(error);
    if (known) return known;
    // The exception filter reports unexpected errors; this is only the last line of defence.
    this.options.logger.error({ err: error }, 'Unexpected error in RPC handler');
    return INTERNAL_ERROR_BODY;
  }

  private async finish(streamId: string): Promise<void> {
    await this.writer!.multi().xack(this.streamKey, RPC_GROUP, streamId).xdel(this.streamKey, streamId).exec();
  }
}

function isErrorBody(value: unknown): value is RpcErrorBody {
  const body = value as Partial<RpcErrorBody> | null;
  return typeof body === 'object' && body !== null && typeof body.statusCode === 'number' && typeof body.message === 'string' && isErrorCode(body.code);
}
