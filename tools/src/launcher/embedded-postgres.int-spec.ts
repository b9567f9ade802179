import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@lifewheel/testing';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { LauncherError } from './errors.js';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// A copy of the layout: <root>/.data/postgres. mkdtemp makes a 0700 folder, which the postgres
// user (root runs PostgreSQL as postgres) could not enter; a checkout would be 0755.
const root = mkdtempSync(join(tmpdir(), 'launcher-pg-'));
chmodSync(root, 0o755);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const say = () => undefined;

/** Stops a PostgreSQL still running on `dataDir`, by the pid in its postmaster.pid. */
function stopLeftover(dataDir: string): void {
  try {
    process.kill(Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGINT');
  } catch {
    // not running
  }
}

describe('startEmbeddedPostgres', () => {
  // First in the file, so it sees the handlers embedded-postgres registers when first imported.
  // Its own `exit` handler would call an async hook without its callback: an unhandled rejection
  // in any process that lives on after `exit`, as a test worker does.
  it('leaves no exit handler behind once stopped', async () => {
    const before = process.listeners('exit');
    const provided = await startEmbeddedPostgres({ dataDir: join(root, 'handlers'), port: await freePort(), say });
    await provided.started?.stop();
    expect(process.listeners('exit')).toEqual(before);
  });
  it('initialises on the first run, reuses the data on the next, and reuses one left running', async () => {
    const dataDir = join(root, '.data', 'postgres');
    const port = await freePort();

    const firstSaid: string[] = [];
    const first = await startEmbeddedPostgres({ dataDir, port, say: (text) => firstSaid.push(text) });
    expect(firstSaid.some((line) => line.includes('first run'))).toBe(true);
    expect(first.url).toBe(`postgres://postgres:lifewheel@127.0.0.1:${port}/lifewheel`);
    await query(first.url, 'create table kept (note text); insert into kept values ($$still here$$)');
    expect(await query(first.url, 'show server_encoding')).toEqual([{ server_encoding: 'UTF8' }]);
    await first.started?.stop();
    await expect(query(first.url, 'select 1')).rejects.toThrow();

    const said: string[] = [];
    const second = await startEmbeddedPostgres({ dataDir, port, say: (text) => said.push(text) });
    expect(said.some((line) => line.includes('first run'))).toBe(false);
    expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'still here' }]);

    const third = await startEmbeddedPostgres({ dataDir, port, say });
    expect(third).toEqual({ url: second.url });
    await second.started?.stop();
  });

  it('stops PostgreSQL when the process that started it dies of an error', async () => {
    const built = fileURLToPath(new URL('../../dist/launcher/embedded-postgres.js', import.meta.url));
    const [dataDir, port] = [join(root, 'dies'), await freePort()];
    const script = `
      const { startEmbeddedPostgres } = await import(${JSON.stringify(built)});
      const { url } = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, say: () => {} });
      console.log(url);
      throw new Error('the launcher fails');`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    try {
      expect(code).toBe(1);
      const url = output.trim();
      expect(url).toBe(`postgres://postgres:lifewheel@127.0.0.1:${port}/lifewheel`);
      // SIGINT is PostgreSQL's fast shutdown: it goes away within moments of the launcher.
      await expect
        .poll(
          () =>
            query(url, 'select 1').then(
              () => 'running',
              () => 'stopped',
            ),
          { timeout: 10_000 },
        )
        .toBe('stopped');
    } finally {
      // Should this fail, no PostgreSQL outlives the test.
      stopLeftover(dataDir);
    }
  });

  it('refuses a data folder that holds something else', async () => {
    const dataDir = join(root, 'other');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');
    await expect(startEmbeddedPostgres({ dataDir, port: await freePort(), say })).rejects.toThrow(/no PG_VERSION/);
  });

  it.runIf(process.getuid?.() === 0)('as root, says which folder the postgres user cannot enter', async () => {
    const home = join(root, 'home');
    mkdirSync(home, { mode: 0o700 });
    chmodSync(home, 0o700);
    const failure = startEmbeddedPostgres({ dataDir: join(home, '.data', 'postgres'), port: await freePort(), say });
    await expect(failure).rejects.toBeInstanceOf(LauncherError);
    await expect(failure).rejects.toThrow(`cannot enter ${home} (mode 0700)`);
  });
});
