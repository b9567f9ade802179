// Brings the database schemas up to date before any process starts, so no process ever runs
// against tables older than its code.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describeExit, eachLine, exited } from './child-process.js';
import { LauncherError } from './errors.js';
import type { Output } from './output.js';

export const MIGRATE_SCRIPT = 'tools/dist/migrate.js';

export async function runMigrations(options: {
  repoRoot: string;
  env: Record<string, string>;
  output: Pick<Output, 'child'>;
  signal: AbortSignal;
}): Promise<void> {
  const child = spawn(process.execPath, ['--enable-source-maps', join(options.repoRoot, MIGRATE_SCRIPT)], {
    cwd: options.repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Ctrl-C while migrating: SIGTERM it rather than wait.
    signal: options.signal,
    killSignal: 'SIGTERM',
  });
  eachLine(child, (line) => options.output.child('migrate', line));
  const exit = await exited(child);
  if (exit.code !== 0) throw new LauncherError(`the migrations failed: ${MIGRATE_SCRIPT} ${describeExit(exit)} (its output is above)`);
}
