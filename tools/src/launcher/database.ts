// The few things the launcher itself asks of a PostgreSQL: does it answer, and make sure the
// app's database exists (migrations create the schemas inside it, not the database).
import pg from 'pg';

export const DATABASE_NAME = 'lifewheel';

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** "ECONNREFUSED" for a socket error, the server's own words for anything else. */
export function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  return typeof message === 'string' && message ? message : String(error);
}

/** Connects to the server's maintenance database and creates `database` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<'created' | 'existed'> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  // A connection dropped later (say, the server stops) must not crash the launcher.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (rowCount) return 'existed';
    try {
      await client.query(`create database ${client.escapeIdentifier(database)}`);
    } catch (error) {
      // 42P04 duplicate_database: a second launcher created it in the meantime, which is fine.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return 'created';
  } finally {
    await client.end().catch(() => undefined);
  }
}
