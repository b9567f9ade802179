// `npm start`. Plain JavaScript because it must run on whatever Node npm found, which on a fresh
// clone is the system's (older) Node with no node_modules yet. It installs what is missing, builds
// (SWC, no type checking), then hands over to the launcher (tools/src/launcher) on the project's
// own Node 24 from node_modules.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies, projectEnv, projectNode as node, repoRoot as root, runOrExit } from './setup/dependencies.mjs';

ensureDependencies('npm start');
const env = projectEnv();

console.log('npm start: building');
runOrExit(node, [join(root, 'tools', 'build', 'build.mjs')]);

// Its own process group, so the terminal's Ctrl-C reaches the launcher only through us: it then
// stops the processes before the PostgreSQL and Redis they use, instead of everything at once.
const launcher = spawn(node, ['--enable-source-maps', join(root, 'tools', 'dist', 'launcher', 'main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => launcher.kill(signal));
}
launcher.on('error', (error) => {
  console.error(`could not start the launcher: ${error.message}`);
  process.exit(1);
});
launcher.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
