// PostgreSQL and Redis for `npm test`, found the way `npm start` finds them: the configured ones
// (TEST_DATABASE_ADMIN_URL, TEST_REDIS_URL), else the machine's own on the standard ports, else an
// embedded PostgreSQL and a private redis-server under .data/, kept apart from `npm start`'s data.
import { join } from 'node:path';
import { withDatabase } from '../launcher/database.js';
import type { Provided } from '../launcher/lifecycle.js';
import { providePostgres } from '../launcher/postgres.js';
import { provideRedis } from '../launcher/redis.js';

export interface TestBacking {
  /** TEST_DATABASE_ADMIN_URL and TEST_REDIS_URL, as libs/testing reads them. */
  env: Record<'TEST_DATABASE_ADMIN_URL' | 'TEST_REDIS_URL', string>;
  /** Stops what was started here (nothing when the machine's own served). */
  stop(): Promise<void>;
}

// Other ports than `npm start`'s fallbacks (54329, 6390), so a running app and a test run coexist.
const EMBEDDED_POSTGRES_PORT = 54339;
const PRIVATE_REDIS_PORT = 6391;

export async function provideTestBacking(repoRoot: string, say: (text: string) => void, configured: NodeJS.ProcessEnv = process.env): Promise<TestBacking> {
  const dataDir = join(repoRoot, '.data', 'test');
  const configuredAdmin = configured['TEST_DATABASE_ADMIN_URL'];
  const started: Provided[] = [];
  const postgres = await providePostgres({
    configuredUrl: configuredAdmin,
    dataDir: join(dataDir, 'postgres'),
    say,
    embeddedPort: EMBEDDED_POSTGRES_PORT,
  });
  started.push(postgres);
  const redis = await provideRedis({
    configuredUrl: configured['TEST_REDIS_URL'],
    dataDir: join(dataDir, 'redis'),
    say,
    privatePort: PRIVATE_REDIS_PORT,
  }).catch(async (error: unknown) => {
    await postgres.started?.stop();
    throw error;
  });
  started.push(redis);
  return {
    env: {
      // Tests create a database each from the server's maintenance database.
      TEST_DATABASE_ADMIN_URL: configuredAdmin ?? withDatabase(postgres.url, 'postgres'),
      TEST_REDIS_URL: redis.url,
    },
    async stop() {
      for (const provided of started.reverse()) await provided.started?.stop();
    },
  };
}
