import type { EntityManager } from '@mikro-orm/postgresql';
import { currentRequestScope } from '../context/request-scope.js';
import { sql } from './sql.js';

/**
 * Bounds every statement of the current transaction by the time the request has left, so that a
 * statement waiting on a lock (or simply slow) is cancelled by PostgreSQL at the deadline instead
 * of holding its connection and the handler's slot until it is granted. Call it first inside the
 * transaction; outside a request with a deadline it does nothing.
 */
export async function limitStatementsToDeadline(tx: EntityManager, deadline = currentRequestScope()?.deadline): Promise<void> {
  if (deadline === undefined) return;
  // At least 1 ms: 0 would mean "no limit"; a deadline already past fails at the next check.
  const remainingMs = Math.max(1, Math.ceil(deadline - Date.now()));
  await sql(tx, `set local statement_timeout = ${remainingMs}`);
}
