import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { NODE, REPO_ROOT } from './repo-root.js';
import { createTestDatabase } from './test-database.js';

// Each test database is a copy of a migrated template: the migrate step finds nothing left to do,
// and what one test writes, another's copy does not see.
it('hands out copies that are fully migrated and independent of each other', async () => {
  const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  try {
    const migrate = spawnSync(NODE, [join(REPO_ROOT, 'tools/dist/migrate.js')], { env: { ...process.env, DATABASE_URL: first.url }, encoding: 'utf8' });
    expect(migrate.status, migrate.stderr).toBe(0);
    const lines = migrate.stdout.trim().split('\n');
    expect(lines).toEqual(['identity', 'assessments', 'billing', 'observability', 'worker'].map((service) => `${service}: up to date`));
    const [row] = await first.query<{ applied: number }>('select count(*)::int as applied from assessments.migrations');
    expect(row?.applied).toBeGreaterThanOrEqual(10);
    await first.query('create table public.only_in_first (id int)');
    const tables = (db: typeof first) => db.query("select 1 from information_schema.tables where table_name = 'only_in_first'");
    expect(await tables(first)).toHaveLength(1);
    expect(await tables(second)).toHaveLength(0);
  } finally {
    await Promise.all([first.drop(), second.drop()]);
  }
});

// Dropping a database terminates the pool's clients that are still closing; that must never become
// an uncaught exception, which fails a whole integration run (it did, about one run in three).
it('drops a test database whose pool still has idle clients without an uncaught error', async () => {
  for (let round = 0; round < 10; round += 1) {
    const db = await createTestDatabase();
    const answers = await Promise.all([db.query('select pg_sleep(0.01)'), db.query('select 1 as one'), db.query('select 2'), db.query('select 3')]);
    expect(answers[1]).toEqual([{ one: 1 }]);
    await db.drop();
  }
}, 120_000);
