import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pingRedis } from '../launcher/redis-ping.js';
import { provideTestBacking } from './provide-test-backing.js';

const root = mkdtempSync(join(tmpdir(), 'test-backing-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const say = () => undefined;

describe('PostgreSQL and Redis for npm test', () => {
  it('passes configured URLs through untouched and starts nothing', async () => {
    const configured = { TEST_DATABASE_ADMIN_URL: 'postgres://u@db.invalid:5432/postgres', TEST_REDIS_URL: 'redis://cache.invalid:6379' };
    const backing = await provideTestBacking(root, say, configured);
    expect(backing.env).toEqual(configured);
    await backing.stop();
  });

  it("uses the machine's own, with an admin URL on which a test can create its database", async () => {
    const backing = await provideTestBacking(root, say, {});
    try {
      const client = new pg.Client({ connectionString: backing.env.TEST_DATABASE_ADMIN_URL });
      await client.connect();
      const { rows } = await client.query<{ superuser: boolean }>('select rolsuper as superuser from pg_roles where rolname = current_user');
      await client.end();
      expect(rows[0]?.superuser).toBe(true);
      const redis = new URL(backing.env.TEST_REDIS_URL);
      expect(await pingRedis(redis.hostname, Number(redis.port))).toEqual({ ok: true });
    } finally {
      await backing.stop();
    }
  });
});
