// Starts a PostgreSQL from the `embedded-postgres` package when the machine has none: data under
// .data/postgres, initialised on the first run only and reused on every later one.
import { mkdir, readdir } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { dirname } from 'node:path';
import { DATABASE_NAME, ensureDatabase, reasonOf, withDatabase } from './database.js';
import { LauncherError } from './errors.js';
import { accountOf, firstBlockedFolder } from './folder-access.js';
import { RecentLines } from './child-process.js';
import type { Provided } from './lifecycle.js';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  say: (text: string) => void;
}

const USER = 'postgres';
// Listens on 127.0.0.1 only; the password just keeps other local users out of a dev database.
const PASSWORD = 'lifewheel';

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

// Importing embedded-postgres registers async-exit-hook handlers that, on SIGINT or SIGTERM, stop
// PostgreSQL at once and exit: before the processes had a chance to shut down with it. The
// launcher stops it itself, in order, so those handlers go. Its `exit` handler goes too: it calls
// an async hook without the callback the hook then calls, an unhandled rejection in any process
// that keeps running after `exit` (a test worker); `startEmbeddedPostgres` puts its own in place.
const TAKEN_OVER = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

async function importEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const before = new Map(TAKEN_OVER.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const module = await import('embedded-postgres');
  for (const event of TAKEN_OVER) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** `initialised` when PG_VERSION is there, `empty` when there is nothing to lose by running initdb. */
async function dataDirState(dataDir: string): Promise<'initialised' | 'empty' | 'other'> {
  let entries: string[];
  try {
    entries = await readdir(dataDir);
  } catch {
    return 'empty';
  }
  if (entries.includes('PG_VERSION')) return 'initialised';
  return entries.length === 0 ? 'empty' : 'other';
}

/** As root, PostgreSQL runs as `postgres`: that user must reach the data and the binaries. */
async function checkAccessAsRoot(dataDir: string): Promise<void> {
  // Without the user yet, embedded-postgres will create one in a group of its own: "others" bits.
  const account = (await accountOf(USER)) ?? { uid: -1, gids: [] };
  const folders = [dataDir];
  try {
    const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
    folders.push(dirname(binaries.postgres));
  } catch {
    // embedded-postgres will report the missing binaries itself
  }
  for (const folder of folders) {
    const blocked = await firstBlockedFolder(folder, account);
    if (blocked) {
      throw new LauncherError(
        `The embedded PostgreSQL runs as the user ${USER}, which cannot enter ${blocked.folder} (mode ${blocked.mode.toString(8).padStart(4, '0')}): ` +
          `let it in (chmod o+x ${blocked.folder}), move the checkout, or set DATABASE_URL.`,
      );
    }
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<Provided> {
  const { dataDir, port, say } = options;
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const url = withDatabase(adminUrl, DATABASE_NAME);

  // One left running by a launcher that was killed outright holds the data folder: use it.
  try {
    await ensureDatabase(adminUrl, DATABASE_NAME);
    say(`using the embedded PostgreSQL already running on 127.0.0.1:${port} (left by an earlier run)`);
    return { url };
  } catch {
    // nothing there: start one
  }

  const state = await dataDirState(dataDir);
  if (state === 'other') {
    throw new LauncherError(`${dataDir} holds files but no PostgreSQL data (no PG_VERSION): move it away and run again to start with an empty database.`);
  }
  await mkdir(dirname(dataDir), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await checkAccessAsRoot(dataDir);

  const EmbeddedPostgres = await importEmbeddedPostgres();
  // PostgreSQL's log is shown only when it fails to start.
  const recent = new RecentLines(30);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root, embedded-postgres runs it as `postgres`.
    createPostgresUser: asRoot,
    // UTF-8 whatever the machine's locale (an unset LANG would give SQL_ASCII): 24 languages.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => recent.add(String(message)),
    onError: (error) => recent.add(reasonOf(error)),
  });

  if (state === 'empty') {
    say(`creating the embedded PostgreSQL's data in ${dataDir} (first run only)`);
    try {
      await server.initialise();
    } catch (error) {
      throw new LauncherError(`initdb failed for the embedded PostgreSQL: ${reasonOf(error)}\n${recent.toString()}`);
    }
  }
  const started = Date.now();
  try {
    await server.start();
  } catch (error) {
    // start() rejects with nothing when postgres exits early; its log says why.
    throw new LauncherError(`the embedded PostgreSQL did not start${error ? `: ${reasonOf(error)}` : ''}\n${recent.toString()}`);
  }
  say(`embedded PostgreSQL on 127.0.0.1:${port} started in ${Date.now() - started} ms (data in ${dataDir})`);

  // A safety net if the launcher dies of an error: stop() sends PostgreSQL its SIGINT at once,
  // which is all an `exit` handler has time for.
  const stopOnExit = (): void => void server.stop();
  process.on('exit', stopOnExit);
  const stopServer = async (): Promise<void> => {
    process.removeListener('exit', stopOnExit);
    await server.stop();
  };
  const stop = {
    // SIGINT: PostgreSQL's fast shutdown (rolls back open transactions, checkpoints, exits).
    stop: stopServer,
    kill: () => void stopServer(),
  };
  try {
    await ensureDatabase(adminUrl, DATABASE_NAME);
  } catch (error) {
    await stopServer();
    throw new LauncherError(`could not create the database ${DATABASE_NAME} in the embedded PostgreSQL: ${reasonOf(error)}`);
  }
  return { url, started: stop };
}
