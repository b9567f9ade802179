import { randomUUID } from 'node:crypto';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { serviceOfPattern, type RpcMeta, type RpcPattern, type RpcReply, type RpcReplyOf, type RpcRequestOf } from '@lifewheel/contracts';
import type { Logger } from 'pino';
import { currentRequestScope } from '../context/request-scope.js';
import { AppException, RemoteError } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-code.js';
import { createRedis, type Redis } from '../redis/redis-connection.js';
import { currentTraceCarrier } from '../telemetry/propagation.js';
import { countAndSend, type RpcCounter } from './counted-send.js';
import { STREAM_RETENTION_MS, replyListKey, requestStreamKey } from './rpc-keys.js';
import { RPC_MAX_DEADLINE_MS, RPC_MAX_ENTRY_BYTES } from './rpc-limits.js';

export interface RpcClientOptions {
  redisUrl: string;
  prefix: string;
  logger: Logger;
  /** How long a service may take (at most RPC_MAX_DEADLINE_MS); the request carries it as an absolute deadline. */
  deadlineMs: number;
  /** Extra wait past the deadline before giving up, for the reply's trip back. */
  marginMs?: number;
}

export interface RpcCallOptions {
  deadlineMs?: number;
  idempotencyKey?: string;
  principal?: string;
  clientIp?: string;
  /**
   * A call the gateway makes for itself (resolving the session cookie, probing health), not the one
   * the request is about: the request's traffic is not counted under this call's service.
   */
  aside?: boolean;
  /** Counts the request against a rate limit as it is sent, in the same round trip (counted-send.ts). */
  counter?: RpcCounter;
}

interface Pending {
  resolve: (reply: RpcReply) => void;
  timer: NodeJS.Timeout;
}

const tracer = trace.getTracer('lifewheel-rpc');

/** Most replies taken from the list in one read (BLMPOP, Redis 7 or later). */
const REPLIES_PER_READ = 128;

/**
 * The asking side of the RPC transport. Each instance owns one reply list and one blocking
 * connection that reads it, so replies come straight back to the instance that asked, whichever
 * replica answered.
 */
export class RpcClient {
  readonly clientId = randomUUID();
  private readonly replyKey: string;
  private readonly pending = new Map<string, Pending>();
  private commands?: Redis;
  private countedSend?: ReturnType<typeof countAndSend>;
  private replies?: Redis;
  private closing = false;
  private loop?: Promise<void>;

  constructor(private readonly options: RpcClientOptions) {
    assertDeadline(options.deadlineMs);
    this.replyKey = replyListKey(options.prefix, this.clientId);
  }

  connect(): void {
    if (this.commands) return;
    // Requests sent in the same turn of the event loop go to Redis in one write.
    this.commands = createRedis(this.options.redisUrl, 'rpc-client', { enableAutoPipelining: true });
    this.countedSend = countAndSend(this.commands);
    this.replies = createRedis(this.options.redisUrl, 'rpc-client-replies');
    this.loop = this.readReplies();
  }

  async close(): Promise<void> {
    this.closing = true;
    this.replies?.disconnect();
    await this.loop?.catch(() => undefined);
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.resolve({ id, ok: false, error: unavailable('The service is shutting down. Please try again.') });
    }
    this.pending.clear();
    await this.commands?.quit().catch(() => undefined);
  }

  /**
   * Sends a request and resolves with its answer; throws AppException / RemoteError on failure.
   * The payload and the answer are typed by the pattern's entry in RpcContracts.
   */
  send<P extends RpcPattern>(pattern: P, data: RpcRequestOf<P>, options: RpcCallOptions = {}): Promise<RpcReplyOf<P>> {
    return this.call(pattern, data, options);
  }

  /**
   * A person's request body passed on unread, to a handler that validates it with the pattern's
   * own schema (the gateway only forwards, so the rules live in one place). The answer is still
   * typed by the pattern.
   */
  forward<P extends RpcPattern>(pattern: P, body: unknown, options: RpcCallOptions = {}): Promise<RpcReplyOf<P>> {
    return this.call(pattern, body, options);
  }

  private async call<P extends RpcPattern>(pattern: P, data: unknown, options: RpcCallOptions): Promise<RpcReplyOf<P>> {
    const reply = await tracer.startActiveSpan(`rpc.client ${pattern}`, { kind: SpanKind.CLIENT, attributes: { 'rpc.method': pattern } }, async (span) => {
      try {
        const result = await this.exchange(pattern, data, options);
        if (!result.ok && result.error.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR, message: result.error.message });
        return result;
      } finally {
        span.end();
      }
    });
    // The handler's return type is tied to the same entry by @RpcHandler.
    if (reply.ok) return reply.data as RpcReplyOf<P>;
    throw new RemoteError(reply.error);
  }

  private async exchange(pattern: string, data: unknown, options: RpcCallOptions): Promise<RpcReply> {
    if (!this.commands) throw new Error('RpcClient.connect() was not called');
    const deadlineMs = options.deadlineMs ?? this.options.deadlineMs;
    assertDeadline(deadlineMs);
    const id = randomUUID();
    const scope = currentRequestScope();
    // The first service a request asks is the one its traffic is counted under (the gateway's per-minute traffic).
    if (scope && !scope.service && !options.aside) scope.service = serviceOfPattern(pattern);
    const principal = options.principal ?? scope?.principal;
    const meta: RpcMeta = {
      id,
      pattern,
      replyTo: this.replyKey,
      deadline: Date.now() + deadlineMs,
      requestId: scope?.requestId ?? id,
      ...currentTraceCarrier(),
      ...(principal ? { principal } : {}),
      ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
      ...(options.clientIp ? { clientIp: options.clientIp } : {}),
    };
    const fields = { meta: JSON.stringify(meta), data: JSON.stringify(data ?? null) };
    // Checked before anything is written or waited for: a request too large for Redis is the
    // caller's to fix (the gateway's body limits keep people's requests well below it).
    assertEntrySize(pattern, Buffer.byteLength(fields.meta) + Buffer.byteLength(fields.data));
    const answered = new Promise<RpcReply>((resolve) => {
      const timer = setTimeout(
        () => {
          this.pending.delete(id);
          resolve({ id, ok: false, error: unavailable(`The ${serviceOfPattern(pattern)} service did not answer in time. Please try again in a moment.`) });
        },
        deadlineMs + (this.options.marginMs ?? 500),
      );
      this.pending.set(id, { resolve, timer });
    });
    const forget = () => {
      const pending = this.pending.get(id);
      if (!pending) return;
      clearTimeout(pending.timer);
      this.pending.delete(id);
    };
    const { counter } = options;
    let counted: { count: number; retryAfterMs: number; sent: boolean } | undefined;
    try {
      const stream = requestStreamKey(this.options.prefix, serviceOfPattern(pattern));
      // MINID trimming drops requests no consumer ever read (a service that was down for long).
      const minId = `${Date.now() - STREAM_RETENTION_MS}-0`;
      if (counter) counted = await this.countedSend!(counter, stream, minId, fields.meta, fields.data);
      else await this.commands.call('XADD', stream, 'MINID', '~', minId, '*', 'meta', fields.meta, 'data', fields.data);
    } catch (error) {
      forget();
      this.options.logger.error({ err: error }, 'Could not send an RPC request');
      throw new AppException(ErrorCode.ServiceUnavailable, 'We could not reach our services. Please try again in a moment.');
    }
    if (counter && counted) {
      try {
        counter.onCount(counted.count, counted.retryAfterMs);
        // onCount refuses past the limit; should it not, the request was not sent all the same.
        if (!counted.sent) throw new AppException(ErrorCode.RateLimited, 'Too many requests. Please wait a minute and try again.');
      } catch (refusal) {
        forget();
        throw refusal;
      }
    }
    return answered;
  }

  private async readReplies(): Promise<void> {
    while (!this.closing) {
      try {
        // Every reply waiting in the list comes back in one round trip, oldest first.
        const popped = (await this.replies!.call('BLMPOP', 1, 1, this.replyKey, 'RIGHT', 'COUNT', REPLIES_PER_READ)) as [string, string[]] | null;
        for (const raw of popped?.[1] ?? []) this.settle(raw);
      } catch (error) {
        if (this.closing) return;
        this.options.logger.warn({ err: error }, 'Reading RPC replies failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  private settle(raw: string): void {
    let reply: RpcReply;
    try {
      reply = JSON.parse(raw) as RpcReply;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'Dropped a malformed RPC reply');
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return; // already timed out: the caller was answered 503
    clearTimeout(pending.timer);
    this.pending.delete(reply.id);
    pending.resolve(reply);
  }
}

/** Services clear an abandoned request only after the longest deadline (RPC_MAX_DEADLINE_MS), so none may be longer. */
function assertDeadline(deadlineMs: number): void {
  if (!(deadlineMs > 0 && deadlineMs <= RPC_MAX_DEADLINE_MS))
    throw new Error(`An RPC deadline must be between 1 and ${RPC_MAX_DEADLINE_MS} ms, not ${deadlineMs}`);
}

function assertEntrySize(pattern: string, bytes: number): void {
  if (bytes <= RPC_MAX_ENTRY_BYTES) return;
  throw new AppException(
    ErrorCode.PayloadTooLarge,
    `The request is too large to pass on (${Math.ceil(bytes / 1024)} KB for ${pattern}); the limit is ${RPC_MAX_ENTRY_BYTES / 1024} KB`,
  );
}

function unavailable(message: string) {
  return new AppException(ErrorCode.ServiceUnavailable, message).toBody();
}
