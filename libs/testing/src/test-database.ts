import { createHash, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

const MIGRATE_SCRIPT = join(REPO_ROOT, 'tools/dist/migrate.js');
const TEMPLATE_PREFIX = 'lw_template_';

const databaseUrl = (name: string): string => {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh database of its own, dropped afterwards: a copy of a template the real migrate step
 * migrated. Copying takes a tenth of a second; migrating took 2.3 s (loading every service's
 * migrations), once per stack, about 4 minutes of the integration layer.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `lw_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${await migratedTemplate(admin)}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // `pool.end()` resolves before its idle clients' sockets have closed, and `drop` then terminates
  // whatever is still connected: such a client's 57P01 reaches the pool's idle-client handler, which
  // re-emits it as the pool's 'error', an uncaught exception without a listener that failed whole
  // integration runs. A query's own failure still rejects its promise.
  pool.on('error', () => undefined);
  return {
    url,
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

let template: Promise<string> | undefined;

/** The migrated template of the built migrations, made once (by whichever test process comes first). */
function migratedTemplate(admin: pg.Client): Promise<string> {
  template ??= findOrMakeTemplate(admin).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function findOrMakeTemplate(admin: pg.Client): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount) return name;
  // Built under a name of its own and renamed when whole: nobody copies a half-migrated template,
  // and of two processes building at once, the second rename fails and its copy goes.
  const building = `${name}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database "${building}"`);
  const migrate = spawnSync(NODE, [MIGRATE_SCRIPT], { env: { ...process.env, DATABASE_URL: databaseUrl(building) }, encoding: 'utf8' });
  if (migrate.status !== 0) {
    await admin.query(`drop database if exists "${building}"`);
    throw new Error(`migrate failed: ${migrate.stderr}${migrate.stdout}`);
  }
  try {
    await admin.query(`alter database "${building}" rename to "${name}"`);
  } catch (error) {
    await admin.query(`drop database if exists "${building}"`);
    if ((error as { code?: string }).code !== '42P04') throw error; // duplicate_database: another process won
  }
  // Templates of earlier builds' migrations (not this one's, nor one another process is building);
  // one being copied right now stays, and goes next time.
  const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like '${TEMPLATE_PREFIX}%' and datname not like $1`, [
    `${name}%`,
  ]);
  for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
  return name;
}

/** What the migrate step would do, as built: the migrations, the lists naming them, the step itself. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = [MIGRATE_SCRIPT, join(REPO_ROOT, 'libs/platform/dist/database/create-orm.js')];
  for (const service of readdirSync(join(REPO_ROOT, 'services')).sort()) {
    const dist = join(REPO_ROOT, 'services', service, 'dist');
    files.push(join(dist, 'database.js'));
    const migrations = join(dist, 'migrations');
    if (existsSync(migrations))
      files.push(
        ...readdirSync(migrations)
          .filter((file) => file.endsWith('.js'))
          .sort()
          .map((file) => join(migrations, file)),
      );
  }
  for (const file of files.filter((file) => existsSync(file))) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
