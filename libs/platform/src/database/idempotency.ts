import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertWithinDeadline } from '../context/deadline.js';
import { AppException } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-code.js';
import { limitStatementsToDeadline } from './deadline-timeout.js';
import { schemaTables, sql } from './sql.js';

/** JSON with keys sorted, so the same body always hashes the same. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableStringify(body)).digest('hex');
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The table every creating service keeps in its own schema (see its first migration). */
export const idempotencyTableSql = (schema: string) => `create table "${schema}"."idempotency_keys" (
  "key" varchar(128) primary key,
  "request_hash" char(64) not null,
  "response" jsonb null,
  "created_at" timestamptz not null default now()
)`;

/**
 * Runs a creating operation at most once per idempotency key, in one transaction with the key:
 * a retry (or a concurrent duplicate, which waits on the key's row lock) gets the first answer; the
 * same key with another body is refused. The deadline is checked last inside the transaction so
 * that work the caller has already given up on is rolled back rather than committed.
 */
export async function runIdempotent<T>(
  em: EntityManager,
  schema: string,
  key: string | undefined,
  body: unknown,
  create: (em: EntityManager) => Promise<T>,
): Promise<T> {
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppException(ErrorCode.ValidationFailed, 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores');
  }
  return em.transactional(async (tx) => {
    await limitStatementsToDeadline(tx);
    if (key === undefined) {
      const result = await create(tx);
      assertWithinDeadline();
      return result;
    }
    const hash = requestHash(body);
    const { idempotency_keys: keys } = schemaTables(schema, ['idempotency_keys']);
    const claimed = await sql(tx, `insert into ${keys} ("key", "request_hash") values (?, ?) on conflict do nothing returning "key"`, [key, hash]);
    if (claimed.length === 0) {
      const [existing] = await sql<{ request_hash: string; response: T }>(tx, `select "request_hash", "response" from ${keys} where "key" = ?`, [key]);
      if (!existing || existing.request_hash !== hash) {
        throw new AppException(ErrorCode.IdempotencyKeyReused, 'This Idempotency-Key was already used for a different request. Use a new key for new data.');
      }
      return existing.response;
    }
    const result = await create(tx);
    await sql(tx, `update ${keys} set "response" = ? where "key" = ?`, [JSON.stringify(result), key]);
    assertWithinDeadline();
    return result;
  });
}
