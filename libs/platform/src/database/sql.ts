import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs one plain SQL statement on `em`, inside its transaction when it has one (row locks,
 * `on conflict` and conditional updates need plain SQL).
 */
export function sql<T = Record<string, unknown>>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(query, params, 'all', em.getTransactionContext());
}
