import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a piece of work (an HTTP request, an RPC request, a job) knows about itself wherever it
 * is in the call stack: its request id for the logs, and the deadline after which nothing it does
 * may be committed.
 */
export interface RequestScope {
  requestId: string;
  deadline?: number;
  userId?: string;
  /**
   * The signed principal of the person behind this request (the gateway sets it once it has
   * resolved the session cookie); every RPC made in the scope carries it.
   */
  principal?: string;
  /** Work to start once the answer has gone out (an RPC request sets this; see `afterReply`). */
  afterReply?: (() => void)[];
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/**
 * Runs fire-and-forget work (a journey event, say) once this request has been answered, so it
 * never stands between the caller and the reply. Outside an RPC request it runs at once.
 */
export function afterReply(task: () => void): void {
  const pending = storage.getStore()?.afterReply;
  if (pending) pending.push(task);
  else task();
}
