import { expect, it } from 'vitest';
import { createTestDatabase } from './test-database.js';

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
