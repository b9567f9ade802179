import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@lifewheel/testing';
import { Supervised } from './supervisor.js';

// A dummy process: crashes on its first `crashes` runs (counting runs in a file), then stays up,
// printing one pino-like line per run; it ignores SIGTERM when asked to, to test the SIGKILL path.
const DUMMY = `
const { readFileSync, writeFileSync } = require('node:fs');
const [counter, crashes, ignoreTerm] = process.argv.slice(2);
let runs = 0;
try { runs = Number(readFileSync(counter, 'utf8')); } catch {}
writeFileSync(counter, String(runs + 1));
console.log(JSON.stringify({ level: 30, time: Date.now(), msg: 'run ' + (runs + 1) }));
if (runs < Number(crashes)) process.exit(3);
if (ignoreTerm === 'yes') {
  process.on('SIGTERM', () => console.log('ignoring SIGTERM'));
  console.log('will ignore SIGTERM');
}
setInterval(() => {}, 1000);
`;

function setUp(crashes: number, ignoreTerm = false) {
  const dir = mkdtempSync(join(tmpdir(), 'launcher-supervisor-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'dummy.cjs'), DUMMY);
  const said: string[] = [];
  const lines: string[] = [];
  const delays: number[] = [];
  const supervised = new Supervised({
    name: 'dummy',
    command: process.execPath,
    args: [join(dir, 'dummy.cjs'), join(dir, 'runs'), String(crashes), ignoreTerm ? 'yes' : 'no'],
    cwd: dir,
    env: { PATH: process.env.PATH ?? '' },
    output: { say: (text) => said.push(text), child: (label, line) => lines.push(`${label}: ${line}`) },
    // Milliseconds instead of seconds, same doubling.
    backoff: (previous) => {
      const delay = previous === undefined ? 20 : previous * 2;
      delays.push(delay);
      return delay;
    },
  });
  supervised.start();
  return { supervised, said, lines, delays };
}

const dirs: string[] = [];
const running: Supervised[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop(1_000)));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Supervised', () => {
  it('restarts a process that dies, with a growing delay, and says so in one line each time', async () => {
    const { supervised, said, lines, delays } = setUp(2);
    running.push(supervised);
    await waitFor(() => lines.length === 3 && supervised.running, { intervalMs: 10, what: 'the third run' });
    expect(supervised.restarts).toBe(2);
    expect(delays).toEqual([20, 40]);
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^dummy exited with code 3 after [\d.]+ s; restarting it in 0 s$/);
    expect(lines.map((line) => JSON.parse(line.slice('dummy: '.length)).msg)).toEqual(['run 1', 'run 2', 'run 3']);
  });

  it('does not restart a process it was asked to stop', async () => {
    const { supervised, said, delays } = setUp(0);
    await waitFor(() => supervised.running, { intervalMs: 10, what: 'the first run' });
    await supervised.stop(5_000);
    // `running` turns false in the exit handler, which is also where a restart would be planned.
    await waitFor(() => !supervised.running, { intervalMs: 10, what: 'the exit to be handled' });
    expect(delays).toEqual([]);
    expect(supervised.restarts).toBe(0);
    expect(said).toEqual([]);
  });

  it('kills a process that ignores SIGTERM once the grace period is over', async () => {
    const { supervised, lines } = setUp(0, true);
    await waitFor(() => lines.includes('dummy: will ignore SIGTERM'), { intervalMs: 10, what: 'the SIGTERM handler' });
    const started = Date.now();
    await supervised.stop(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(lines).toContain('dummy: ignoring SIGTERM');
    expect(supervised.running).toBe(false);
  });
});
