// A PostgreSQL of our own for `npm run faults` and `npm run soak`: initdb into a temporary folder,
// started on a free loopback port with pg_ctl, so the tools can restart it (or stop it outright)
// without touching the machine's PostgreSQL on 5432 that other people's tests use.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { waitFor } from '@lifewheel/testing';
import { freePortsBelowEphemeral } from '@lifewheel/testing';

const run = promisify(execFile);
const DATABASE = 'lifewheel';

/** The newest PostgreSQL binaries Debian installed (`/usr/lib/postgresql/<version>/bin`). */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL binaries under ${root}: apt-get install postgresql`);
  return join(root, newest, 'bin');
}

export class PrivatePostgres {
  private constructor(
    readonly port: number,
    private readonly dataDir: string,
    private readonly bin: string,
  ) {}

  /** PostgreSQL refuses to run as root: then every command runs as the `postgres` user. */
  private static async as(bin: string, command: string, args: string[]): Promise<void> {
    const asRoot = userInfo().uid === 0;
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    await run(file, argv, { timeout: 120_000 });
  }

  static async start(): Promise<PrivatePostgres> {
    const bin = binaries();
    const dataDir = mkdtempSync(join(tmpdir(), 'lifewheel-pg-'));
    if (userInfo().uid === 0)
      chownSync(dataDir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), Number((await run('id', ['-g', 'postgres'])).stdout.trim()));
    await PrivatePostgres.as(bin, 'initdb', ['-D', join(dataDir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    const server = new PrivatePostgres(await freePortsBelowEphemeral(1), dataDir, bin);
    await server.pgCtl('start');
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
    return server;
  }

  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${DATABASE}`;
  }

  private async pgCtl(action: 'start' | 'stop' | 'restart'): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${this.dataDir} -c fsync=off -c max_connections=200`;
    const args = ['-D', join(this.dataDir, 'data'), '-l', join(this.dataDir, 'postgres.log'), '-w', '-t', '60'];
    await PrivatePostgres.as(this.bin, 'pg_ctl', action === 'stop' ? [...args, '-m', 'fast', 'stop'] : [...args, '-m', 'fast', '-o', options, action]);
    if (action !== 'stop') await waitFor(() => this.answers(), { timeoutMs: 30_000, what: 'the private PostgreSQL to answer' });
  }

  /** A restart as an operator does one: fast shutdown (every connection dropped), then up again. */
  restart(): Promise<void> {
    return this.pgCtl('restart');
  }

  private async answers(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.adminUrl, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async stop(): Promise<void> {
    await this.pgCtl('stop').catch(() => undefined);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
