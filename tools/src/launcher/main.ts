// `npm start`, after tools/start.mjs has installed and built: finds or starts Redis and
// PostgreSQL, migrates, runs the six processes, and prints the URL once /api/health says 200.
// Ctrl-C stops the processes first and then what the launcher started for them.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBuilt, processScript } from './built.js';
import { commonEnv, type LauncherConfig, PROCESS_NAMES, processEnv, resolveConfig } from './config.js';
import { reasonOf } from './database.js';
import { LauncherError } from './errors.js';
import { Lifecycle } from './lifecycle.js';
import { localKeys } from './local-keys.js';
import { runMigrations } from './migrate.js';
import { createOutput, type Output } from './output.js';
import { providePostgres } from './postgres.js';
import { waitForHealth } from './readiness.js';
import { provideRedis } from './redis.js';
import { onShutdownSignals } from './signals.js';
import { provideIndexNow } from './indexnow.js';
import { provideStripe } from './stripe.js';
import { Supervised } from './supervisor.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const READY_WITHIN_MS = 90_000;
const STOP_GRACE_MS = 15_000;

interface Context {
  config: LauncherConfig;
  output: Output;
  lifecycle: Lifecycle;
  signal: AbortSignal;
}

function notRunning(supervisors: Supervised[]): string {
  const down = supervisors.filter((s) => !s.running).map((s) => `${s.name} (restarted ${s.restarts} times)`);
  return down.length > 0 ? `; not running right now: ${down.join(', ')}` : '';
}

async function start({ config, output, lifecycle, signal }: Context): Promise<void> {
  await checkBuilt(repoRoot);
  const say = output.say.bind(output);

  // Redis first: when there is none and none can be started, stop before starting anything.
  const redis = await provideRedis({ configuredUrl: config.redisUrl, dataDir: join(repoRoot, '.data', 'redis'), say });
  if (redis.started) lifecycle.add('the private Redis', redis.started);
  if (lifecycle.isStopping) return;

  const postgres = await providePostgres({ configuredUrl: config.databaseUrl, dataDir: join(repoRoot, '.data', 'postgres'), say });
  if (postgres.started) lifecycle.add('the embedded PostgreSQL', postgres.started);
  if (lifecycle.isStopping) return;

  const backing = { databaseUrl: postgres.url, redisUrl: redis.url };
  say('migrating the database');
  await runMigrations({ repoRoot, env: commonEnv(config, backing, process.env), output, signal });
  if (lifecycle.isStopping) return;

  // Signing and sealing keys: the environment's, or a set made once in .data/ (git-ignored).
  const inherited = { ...process.env, ...localKeys(join(repoRoot, '.data', 'keys.json'), process.env) };
  const stripe = await provideStripe(process.env, config.port, say);
  if (stripe.started) lifecycle.add('the Stripe stand-in', stripe.started);
  Object.assign(inherited, stripe.env);
  const indexNow = await provideIndexNow(process.env, say);
  if (indexNow.started) lifecycle.add('the IndexNow stand-in', indexNow.started);
  Object.assign(inherited, indexNow.env);
  const supervisors = PROCESS_NAMES.map(
    (name) =>
      new Supervised({
        name,
        command: process.execPath,
        args: ['--enable-source-maps', join(repoRoot, processScript(name))],
        cwd: repoRoot,
        env: processEnv(name, config, backing, inherited),
        output,
      }),
  );
  lifecycle.add('the processes', {
    stop: async () => {
      await Promise.all(supervisors.map((s) => s.stop(STOP_GRACE_MS)));
    },
    kill: () => supervisors.forEach((s) => s.kill()),
  });
  for (const supervised of supervisors) supervised.start();

  const healthUrl = `http://127.0.0.1:${config.port}/api/health`;
  say(`started ${PROCESS_NAMES.join(', ')}; waiting for ${healthUrl}`);
  const first = await waitForHealth({ url: healthUrl, timeoutMs: READY_WITHIN_MS, signal });
  if (signal.aborted) return;
  if (!first.ready) {
    // Everything keeps running, so the logs above can be read and a fix picked up on restart.
    say(`not ready after ${READY_WITHIN_MS / 1000} s: ${first.reason}${notRunning(supervisors)}. Still waiting; the URL follows once it is up.`, 'warn');
    const later = await waitForHealth({ url: healthUrl, timeoutMs: Number.POSITIVE_INFINITY, signal, intervalMs: 2_000 });
    if (!later.ready) return;
  }
  output.announce(config.publicUrl);
}

function main(): void {
  let config: LauncherConfig;
  try {
    config = resolveConfig(process.env, process.stdout.isTTY === true);
  } catch (error) {
    console.error(reasonOf(error));
    process.exit(1);
  }
  const output = createOutput({ colour: config.colour, json: config.logFormat === 'json' });
  const lifecycle = new Lifecycle();
  const aborter = new AbortController();

  let steps: Promise<void> = Promise.resolve();
  let shuttingDown = false;
  // `reason` is said once everything is down: on Ctrl-C; after a failure its message is enough.
  const shutdown = async (code: number, reason?: string): Promise<void> => {
    if (shuttingDown) return;
    shuttingDown = true;
    lifecycle.beginStopping();
    aborter.abort();
    // A step in progress (say, PostgreSQL starting) finishes first, so what it started is stopped too.
    await steps.catch(() => undefined);
    await lifecycle.stopAll((name, error) => output.say(`could not stop ${name}: ${reasonOf(error)}`, 'warn'));
    if (reason) output.say(reason);
    process.exit(code);
  };

  onShutdownSignals(
    (signal) => {
      output.say(`${signal}: stopping everything (press Ctrl-C again to force)`);
      void shutdown(0, 'stopped');
    },
    () => {
      output.say('forced: killing everything', 'warn');
      lifecycle.killAll();
      process.exit(130);
    },
  );
  // Whoever read the output is gone (a closed pipe, a closed terminal): stop, as on SIGHUP.
  process.stdout.on('error', () => void shutdown(0));
  process.on('uncaughtException', (error) => {
    output.say(`launcher error: ${error.stack ?? error.message}`, 'error');
    void shutdown(1);
  });
  process.on('unhandledRejection', (error) => {
    output.say(`launcher error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, 'error');
    void shutdown(1);
  });

  steps = start({ config, output, lifecycle, signal: aborter.signal });
  steps.catch((error: unknown) => {
    if (lifecycle.isStopping) return; // failing because we are stopping: nothing to report
    output.say(
      error instanceof LauncherError ? error.message : `launcher error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      'error',
    );
    void shutdown(1);
  });
}

main();
