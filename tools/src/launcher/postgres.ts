// Finds a PostgreSQL for the processes: DATABASE_URL, else the machine's own on the standard
// port (database `lifewheel` created when missing), else an embedded one.
import { DATABASE_NAME, ensureDatabase, reasonOf, withDatabase } from './database.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import type { Provided } from './lifecycle.js';

export interface PostgresOptions {
  configuredUrl: string | undefined;
  dataDir: string;
  say: (text: string) => void;
  /** The machine's PostgreSQL, as its superuser, trust auth (the usual local install). */
  localAdminUrl?: string;
  embeddedPort?: number;
}

export async function providePostgres(options: PostgresOptions): Promise<Provided> {
  const { configuredUrl, say, localAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres', embeddedPort = 54329 } = options;
  if (configuredUrl) return { url: configuredUrl };

  const where = new URL(localAdminUrl).host;
  try {
    const outcome = await ensureDatabase(localAdminUrl, DATABASE_NAME);
    say(`using the PostgreSQL on ${where}${outcome === 'created' ? ` (created the database ${DATABASE_NAME})` : ''}`);
    return { url: withDatabase(localAdminUrl, DATABASE_NAME) };
  } catch (error) {
    say(`no usable PostgreSQL on ${where} (${reasonOf(error)}); starting an embedded one on 127.0.0.1:${embeddedPort}`);
  }
  return startEmbeddedPostgres({ dataDir: options.dataDir, port: embeddedPort, say });
}
