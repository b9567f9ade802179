import { AsyncLocalStorage } from 'node:async_hooks';
import { ROOT_CONTEXT, context } from '@opentelemetry/api';

/**
 * What a piece of work (an HTTP request, an RPC request, a job) knows about itself wherever it
 * is in the call stack: its request id for the logs, and the deadline after which nothing it does
 * may be committed.
 */
export interface RequestScope {
  requestId: string;
  deadline?: number;
  /** Aborted when the deadline passes (RPC requests): hand it to work that can stop early (fetch, timers). */
  signal?: AbortSignal;
  userId?: string;
  /**
   * The signed principal of the person behind this request (the gateway sets it once it has
   * resolved the session cookie); every RPC made in the scope carries it.
   */
  principal?: string;
  /** The service the request asked first over RPC: the gateway counts its traffic under it. */
  service?: string;
  /** Work to start once the answer has gone out (an RPC request sets this; see `afterReply`). */
  afterReply?: (() => void)[];
}

/**
 * Runs one piece of work inside whatever per-piece context its process needs (a service that owns
 * data forks its MikroORM context here). The RPC transport and the job workers both take one.
 */
export type AroundWork = <T>(work: () => Promise<T>) => Promise<T>;

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/**
 * Runs work that belongs to no one request (a batch gathered from many), so it neither carries
 * the request id nor joins the trace of whichever request happened to start it.
 */
export function outsideRequestScope<T>(fn: () => T): T {
  return storage.exit(() => context.with(ROOT_CONTEXT, fn));
}

/**
 * Runs fire-and-forget work (a journey event, say) once this request has been answered, so it
 * never stands between the caller and the reply; it keeps the request's trace context. Outside an
 * RPC request it runs at once.
 */
export function afterReply(task: () => void): void {
  const scope = storage.getStore();
  if (!scope?.afterReply) return task();
  // Run later, but in this request's trace and scope (request id in the logs), so the work still
  // shows as part of it; anything it defers in turn runs at once, the reply being gone.
  const trace = context.active();
  const { afterReply: _drained, ...rest } = scope;
  scope.afterReply.push(() => storage.run(rest, () => context.with(trace, task)));
}
