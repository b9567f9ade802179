// A machine that has PostgreSQL installed from Debian's packages but stopped (a container's
// services do not start themselves): as root, start that cluster rather than falling back to an
// embedded PostgreSQL, which as root must run as `postgres` and so needs a checkout that user can enter.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const answers = () => spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' }).status === 0;
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** @param {string} who the command asking ("npm test") */
export function startMachinePostgresIfStopped(who) {
  if (process.getuid?.() !== 0 || process.env.TEST_DATABASE_ADMIN_URL) return;
  const hasTools = ['pg_isready', 'pg_ctlcluster'].every((tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0);
  if (!hasTools || answers()) return;
  let versions = [];
  try {
    versions = readdirSync('/etc/postgresql');
  } catch {
    return;
  }
  if (versions.length === 0) return;
  console.log(`${who}: starting the machine's PostgreSQL ${versions[0]} cluster, which is installed but stopped`);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], { stdio: 'inherit' });
  for (let tries = 0; tries < 30 && !answers(); tries += 1) sleep(1_000);
}
