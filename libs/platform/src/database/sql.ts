import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs one plain SQL statement on `em`, inside its transaction when it has one (row locks,
 * `on conflict` and conditional updates need plain SQL).
 */
export function sql<T = Record<string, unknown>>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(query, params, 'all', em.getTransactionContext());
}

/**
 * A service's tables, each quoted with the service's schema (`tables.users` is `"identity"."users"`),
 * for services that work in plain SQL: the schema is spelled once, and a misspelt table does not compile.
 */
export function schemaTables<const Table extends string>(schema: string, tables: readonly Table[]): Readonly<Record<Table, string>> {
  return Object.freeze(Object.fromEntries(tables.map((table) => [table, `"${schema}"."${table}"`])) as Record<Table, string>);
}
