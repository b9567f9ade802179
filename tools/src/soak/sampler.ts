// One soak sample: each process's RSS (from /proc), Redis's memory and keys by kind, PostgreSQL's
// connections and table sizes. Read from outside the app, as an operator would.
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { emptyCensus, keyKind, type KeyCensus } from './redis-keys.js';

/** Resident memory of a process in bytes (VmRSS), or undefined once it is gone. */
export function rssBytes(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** The machine's 1-minute load average: on a shared machine, what else runs explains a p99. */
export function loadAverage(): number {
  return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
}

export async function redisUsedMemory(redis: Redis): Promise<number> {
  const info = await redis.info('memory');
  return Number(/^used_memory:(\d+)/m.exec(info)?.[1] ?? Number.NaN);
}

/** Every key of the app by kind, and each stream's length (SCAN, so Redis keeps serving meanwhile). */
export async function keyCensus(redis: Redis, prefix: string): Promise<KeyCensus> {
  const census = emptyCensus();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length === 0) continue;
    const types = (await redis.pipeline(keys.map((key) => ['type', key])).exec()) ?? [];
    const streams: string[] = [];
    keys.forEach((key, index) => {
      const type = String(types[index]?.[1] ?? 'none');
      if (type === 'none') return;
      census.counts[keyKind(prefix, key, type)] += 1;
      if (type === 'stream') streams.push(key);
    });
    if (streams.length > 0) {
      const lengths = (await redis.pipeline(streams.map((key) => ['xlen', key])).exec()) ?? [];
      streams.forEach((key, index) => (census.streams[key.slice(prefix.length + 1)] = Number(lengths[index]?.[1] ?? 0)));
    }
  } while (cursor !== '0');
  return census;
}

export interface PostgresFigures {
  connections: number;
  /** Bytes of each of the app's tables with its indexes and TOAST, `schema.table`. */
  tableBytes: Record<string, number>;
}

export async function postgresFigures(db: pg.Pool, database: string): Promise<PostgresFigures> {
  const [connections] = (await db.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [database])).rows;
  const tables = await db.query<{ name: string; bytes: string }>(
    `select n.nspname || '.' || c.relname as name, pg_total_relation_size(c.oid) as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'public') and n.nspname not like 'pg_toast%'`,
  );
  return { connections: Number(connections?.n ?? 0), tableBytes: Object.fromEntries(tables.rows.map((row) => [row.name, Number(row.bytes)])) };
}
