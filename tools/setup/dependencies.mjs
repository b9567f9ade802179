// Installs node_modules when they are missing or older than package-lock.json. Shared by `npm start`
// and `npm test`. Plain JavaScript because it runs on whatever Node npm found, which on a fresh
// clone is the system's (older) Node with no node_modules yet.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
const bin = join(repoRoot, 'node_modules', '.bin');
/** The project's own Node 24 (the `node` devDependency). */
export const projectNode = join(bin, 'node');
// Installed for this exact package-lock.json: a pull that changes the lock reinstalls.
const stampFile = join(repoRoot, 'node_modules', '.lifewheel-installed');

/** node_modules/.bin first, so that npm itself runs on Node 24 once it is installed (npm on an older Node picks other versions) and builds find their tools. */
export const projectEnv = (env = process.env) => ({ ...env, PATH: `${bin}${delimiter}${env.PATH ?? ''}` });

/** Runs a command in the repository with the inherited terminal; exits this process when it fails. */
export function runOrExit(command, args, env = projectEnv()) {
  const result = spawnSync(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(join(repoRoot, 'package-lock.json')))
    .digest('hex');
const installed = () => existsSync(projectNode) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === lockHash();

/** @param {string} who the command asking, for its progress lines ("npm start") */
export function ensureDependencies(who) {
  if (installed()) return;
  const args = ['install', '--no-audit', '--no-fund'];
  if (!existsSync(projectNode)) {
    // The first install necessarily runs npm on the system's Node: every package that wants
    // Node 24 then warns (EBADENGINE) although the `node` devDependency brings Node 24 in this
    // very install. Those expected warnings would bury anything useful, so only errors show.
    console.log(`${who}: installing dependencies (npm runs on Node ${process.versions.node} this once; engine warnings hidden)`);
    args.push('--loglevel=error');
  } else {
    console.log(`${who}: installing dependencies`);
  }
  // Not `npm ci`: it rejects this lockfile, which lacks platform packages the registry lacks
  // (stack-notes pitfall 2). `npm install` with the committed lockfile installs exactly it.
  runOrExit('npm', args);
  if (!existsSync(projectNode)) {
    console.error('npm install finished but node_modules/.bin/node (the `node` devDependency, Node 24) is missing');
    process.exit(1);
  }
  writeFileSync(stampFile, `${lockHash()}\n`);
}
