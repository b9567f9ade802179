import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '@lifewheel/testing';
import { runInRequestScope } from '../context/request-scope.js';
import { ormOptions } from './create-orm.js';
import { sql } from './sql.js';

// The services' ORM, on a real PostgreSQL: a transaction begun inside a request with a deadline
// carries the time left as its statement timeout from its first statement on, and that costs no
// statement of its own.
describe("a service's transactions and the request deadline", () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init({ ...ormOptions(database.url, { schema: 'deadline_test', entities: [], migrations: [] }), allowGlobalContext: true });
  });
  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  const timeoutInTransaction = () =>
    orm.em.fork().transactional(async (tx) => {
      const [row] = await sql<{ timeout: string }>(tx, `select current_setting('statement_timeout') as timeout`);
      return row!.timeout;
    });

  it('bounds every statement of a request transaction by the time the request has left', async () => {
    const timeout = await runInRequestScope({ requestId: 'deadline-test', deadline: Date.now() + 4_000 }, timeoutInTransaction);
    const ms = Number(timeout.replace(/ms$/, ''));
    expect(timeout).toMatch(/^\d+ms$/);
    expect(ms).toBeGreaterThan(3_000);
    expect(ms).toBeLessThanOrEqual(4_000);
  });

  it('leaves transactions outside a request, and the connection afterwards, without a limit', async () => {
    await runInRequestScope({ requestId: 'deadline-test', deadline: Date.now() + 4_000 }, timeoutInTransaction);
    expect(await timeoutInTransaction()).toBe('0');
    expect(await runInRequestScope({ requestId: 'job-without-deadline' }, timeoutInTransaction)).toBe('0');
  });

  it('cancels a statement that outlives the deadline, and the transaction rolls back', async () => {
    const started = Date.now();
    const attempt = runInRequestScope({ requestId: 'deadline-test', deadline: Date.now() + 300 }, () =>
      orm.em.fork().transactional(async (tx) => {
        await sql(tx, 'create table if not exists public.deadline_rows (id int)');
        await sql(tx, 'insert into public.deadline_rows values (1)');
        await sql(tx, 'select pg_sleep(5)');
      }),
    );
    await expect(attempt).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(3_000);
    const [exists] = await database.query<{ table: string | null }>(`select to_regclass('public.deadline_rows')::text as table`);
    expect(exists?.table).toBeNull();
  });
});
