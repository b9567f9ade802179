// `npm start`. Plain JavaScript because it must run on whatever Node npm found, which on a fresh
// clone is the system's (older) Node with no node_modules yet. It installs what is missing, builds
// (SWC, no type checking), then hands over to the launcher (tools/src/launcher) on the project's
// own Node 24 from node_modules.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');
const node = join(bin, 'node');
// Installed for this exact package-lock.json: a pull that changes the lock reinstalls.
const stampFile = join(root, 'node_modules', '.lifewheel-installed');
// node_modules/.bin first, so that npm itself runs on Node 24 once it is installed (npm on an
// older Node picks other versions) and the build finds its tools.
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
const installed = () => existsSync(node) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === lockHash();

if (!installed()) {
  const args = ['install', '--no-audit', '--no-fund'];
  if (!existsSync(node)) {
    // The first install necessarily runs npm on the system's Node: every package that wants
    // Node 24 then warns (EBADENGINE) although the `node` devDependency brings Node 24 in this
    // very install. Those expected warnings would bury anything useful, so only errors show.
    console.log(`npm start: installing dependencies (npm runs on Node ${process.versions.node} this once; engine warnings hidden)`);
    args.push('--loglevel=error');
  } else {
    console.log('npm start: installing dependencies');
  }
  // Not `npm ci`: it rejects this lockfile, which lacks platform packages the registry lacks
  // (stack-notes pitfall 2). `npm install` with the committed lockfile installs exactly it.
  run('npm', args);
  if (!existsSync(node)) {
    console.error('npm install finished but node_modules/.bin/node (the `node` devDependency, Node 24) is missing');
    process.exit(1);
  }
  writeFileSync(stampFile, `${lockHash()}\n`);
}

console.log('npm start: building');
run(node, [join(root, 'tools', 'build', 'build.mjs')]);

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
