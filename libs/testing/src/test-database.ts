import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { NODE, REPO_ROOT } from './repo-root.js';

export const ADMIN_DATABASE_URL = process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/** A fresh database of its own, migrated by the real migrate step, dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `lw_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const migrate = spawnSync(NODE, [join(REPO_ROOT, 'tools/dist/migrate.js')], { env: { ...process.env, DATABASE_URL: url.toString() }, encoding: 'utf8' });
  if (migrate.status !== 0) throw new Error(`migrate failed: ${migrate.stderr}${migrate.stdout}`);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // `pool.end()` resolves before its idle clients' sockets have closed, and `drop` then terminates
  // whatever is still connected: such a client's 57P01 reaches the pool's idle-client handler, which
  // re-emits it as the pool's 'error', an uncaught exception without a listener that failed whole
  // integration runs. A query's own failure still rejects its promise.
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    name,
    async query(sql, params) {
      return (await pool.query(sql, params as unknown[])).rows;
    },
    async drop() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
