import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { openSecret, sealSecret } from '../auth/sealed-secret.js';
import { sha256Hex } from '../auth/secure-token.js';
import { assertWithinDeadline } from '../context/deadline.js';
import { AppException } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-code.js';
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

/**
 * The table every creating service keeps in its own schema, as its first migration made it; since
 * issue 24 `key` holds a hash and `response` sealed text (see the service's later migration).
 */
export const idempotencyTableSql = (schema: string) => `create table "${schema}"."idempotency_keys" (
  "key" varchar(128) primary key,
  "request_hash" char(64) not null,
  "response" jsonb null,
  "created_at" timestamptz not null default now()
)`;

/** How long a key is answered with its first response; an older one is gone (expiry check + sweep below). */
export const IDEMPOTENCY_RETENTION_HOURS = 24;
/** How many expired keys one idempotent write deletes on the way (keeps the table small without a job). */
const SWEEP_BATCH = 100;

/** Where a service keeps its keys and the key its stored answers are sealed with (JOB_SECRET_KEY). */
export interface IdempotencyStore {
  schema: string;
  sealKey: Buffer;
}

export interface IdempotentRequest {
  /** The client's Idempotency-Key header, if it sent one. */
  key: string | undefined;
  /** Who asks (see idempotencyCaller): the same key from another caller is another key. */
  caller: string;
  /** What the key must keep meaning: the same key with another body is refused. */
  body: unknown;
}

/**
 * The verified principal's user, else the client's address: an anonymous client can only replay
 * its own key, never read another client's answer by guessing or copying a key.
 */
export function idempotencyCaller(userId: string | undefined, clientIp: string | undefined): string {
  if (userId) return `user:${userId}`;
  return `client:${clientIp ?? 'unknown'}`;
}

/**
 * Runs a creating operation at most once per idempotency key and caller, in one transaction with
 * the key: a retry (or a concurrent duplicate, which waits on the key's row lock) gets the first
 * answer; the same key with another body is refused. The deadline is checked last inside the
 * transaction so that work the caller has already given up on is rolled back rather than committed.
 *
 * What the table holds grants nothing (issue 24): the row's key is a hash of caller and key, and
 * the stored answer (an assessment's creatorSecret, for one) is sealed with the service's
 * JOB_SECRET_KEY and bound to that row, so a database dump or backup cannot replay or claim
 * anything. Keys expire after IDEMPOTENCY_RETENTION_HOURS.
 */
export async function runIdempotent<T>(
  em: EntityManager,
  store: IdempotencyStore,
  request: IdempotentRequest,
  create: (em: EntityManager) => Promise<T>,
): Promise<T> {
  const { key } = request;
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppException(ErrorCode.ValidationFailed, 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores');
  }
  // Its statements are bounded by the request's deadline from BEGIN on (deadline-bound-driver.ts).
  return em.transactional(async (tx) => {
    if (key === undefined) {
      const result = await create(tx);
      assertWithinDeadline();
      return result;
    }
    const rowKey = sha256Hex(`${request.caller}\n${key}`);
    const sealContext = `idempotency:${store.schema}:${rowKey}`;
    const hash = requestHash(request.body);
    const { idempotency_keys: keys } = schemaTables(store.schema, ['idempotency_keys']);
    const expired = `"created_at" < now() - interval '${IDEMPOTENCY_RETENTION_HOURS} hours'`;
    // Expired rows (this key's among them) go first, so an old key starts afresh; skip locked: a
    // row another transaction is sweeping or holding is left to it.
    await sql(tx, `delete from ${keys} where "key" in (select "key" from ${keys} where ${expired} limit ${SWEEP_BATCH} for update skip locked)`);
    await sql(tx, `delete from ${keys} where "key" = ? and ${expired}`, [rowKey]);
    const claimed = await sql(tx, `insert into ${keys} ("key", "request_hash") values (?, ?) on conflict do nothing returning "key"`, [rowKey, hash]);
    if (claimed.length === 0) {
      const [existing] = await sql<{ request_hash: string; response: string | null }>(tx, `select "request_hash", "response" from ${keys} where "key" = ?`, [
        rowKey,
      ]);
      if (!existing || existing.request_hash !== hash || existing.response === null) {
        throw new AppException(ErrorCode.IdempotencyKeyReused, 'This Idempotency-Key was already used for a different request. Use a new key for new data.');
      }
      return storedAnswer<T>(existing.response, store.sealKey, sealContext);
    }
    const result = await create(tx);
    await sql(tx, `update ${keys} set "response" = ? where "key" = ?`, [sealSecret(JSON.stringify(result), store.sealKey, sealContext), rowKey]);
    assertWithinDeadline();
    return result;
  });
}

/**
 * The first answer, unsealed. After JOB_SECRET_KEY was rotated it cannot be read: the work is done
 * and its answer gone, which the client must hear as such (409), not as an outage.
 */
function storedAnswer<T>(sealed: string, key: Buffer, context: string): T {
  let plain: string;
  try {
    plain = openSecret(sealed, key, context);
  } catch {
    throw new AppException(
      ErrorCode.Conflict,
      'This Idempotency-Key was already used, and its first answer can no longer be read. Check whether the first request took effect, and use a new key for a new one.',
    );
  }
  return JSON.parse(plain) as T;
}
