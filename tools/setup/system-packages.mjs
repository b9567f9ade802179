// The Debian packages the tests need beyond Node, PostgreSQL and Redis: a real Chromium for the
// browser tests, fonts so that 24 languages render, poppler for the PDF checks, zbar to decode the
// printed sheet's QR code, docker-compose for
// the compose file's check, redis-server for tests that need a Redis of their own. As root with
// apt, `npm test` installs the missing ones once; otherwise it stops, naming the command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** What the tests need: a command on the PATH, or a package dpkg knows (fonts have no command). */
export const TEST_SYSTEM_PACKAGES = [
  { pkg: 'chromium', command: 'chromium' },
  { pkg: 'fonts-noto-core' },
  { pkg: 'fonts-noto-cjk' },
  { pkg: 'poppler-utils', command: 'pdftoppm' },
  { pkg: 'zbar-tools', command: 'zbarimg' },
  { pkg: 'docker-compose', command: 'docker-compose' },
  { pkg: 'redis-server', command: 'redis-server' },
];

function onPath(command, path = process.env.PATH ?? '') {
  return path.split(delimiter).some((folder) => {
    try {
      accessSync(join(folder, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const hasDpkg = () => onPath('dpkg-query');
// `dpkg -s` also succeeds for a removed package whose configuration files remain: read its status.
const dpkgInstalled = (pkg) => spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout === 'install ok installed';

/** The packages of `needed` that this machine lacks. A machine without dpkg is not asked about fonts. */
export function missingPackages(needed = TEST_SYSTEM_PACKAGES, path = process.env.PATH) {
  return needed.filter(({ pkg, command }) => (command ? !onPath(command, path) : hasDpkg() && !dpkgInstalled(pkg))).map(({ pkg }) => pkg);
}

/** The one command a person runs to install `packages` (--no-install-recommends: docker-compose would otherwise pull in a whole Docker engine). */
export const installCommand = (packages) => `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`;

/** @param {string} who the command asking ("npm test") */
export function ensureSystemPackages(who, needed = TEST_SYSTEM_PACKAGES) {
  const missing = missingPackages(needed);
  if (missing.length === 0) return;
  const asRoot = process.getuid?.() === 0;
  if (!asRoot || !onPath('apt-get')) {
    console.error(
      `${who}: the tests need these system packages, which are missing: ${missing.join(', ')}.\nInstall them, then run ${who} again:\n  ${installCommand(missing)}`,
    );
    process.exit(1);
  }
  console.log(`${who}: installing the system packages the tests need (once): ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`${who}: apt-get ${args[0]} failed (exit ${result.status ?? result.signal}); install by hand:\n  ${installCommand(missing)}`);
      process.exit(1);
    }
  }
  const still = missingPackages(needed);
  if (still.length > 0) {
    console.error(`${who}: still missing after apt-get: ${still.join(', ')}`);
    process.exit(1);
  }
}
