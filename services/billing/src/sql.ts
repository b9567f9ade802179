import type { EntityManager } from '@mikro-orm/postgresql';

/** Plain SQL inside the caller's transaction (row locks and `on conflict` need it). */
export function sql<T = Record<string, unknown>>(tx: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return tx.getConnection().execute<T[]>(query, params, 'all', tx.getTransactionContext());
}
