import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { canMeterCpu, cpuLine, cpuPerRequest, metered, pidsNamed, readCpu, type CpuSource } from './cpu-meter.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/**
 * A started child that burns `ms` of CPU once told to (a line on stdin), says so, then idles.
 * It counts its own CPU time, not the clock, so a loaded machine (other test files run beside
 * this one) makes it take longer but never burn less.
 */
async function spinner(ms: number): Promise<{ pid: number; spin: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `process.stdin.once('data', () => { const from = process.cpuUsage(); const spent = () => { const used = process.cpuUsage(from); return used.user + used.system; }; while (spent() < ${ms * 1000}); console.log('spun'); }); setInterval(() => {}, 1000); console.log('ready');`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  children.push(child);
  // Node's own start-up burns CPU too; it must be over before anything is measured.
  await once(child.stdout!, 'data');
  return {
    pid: child.pid!,
    spin: async () => {
      child.stdin!.write('go\n');
      await once(child.stdout!, 'data');
    },
  };
}

describe.runIf(canMeterCpu())('benchmark CPU meter', () => {
  it('charges the CPU a process spends to its own source, per request', async () => {
    const busy = await spinner(300);
    const idle = spawn('sleep', ['30']);
    children.push(idle);
    await once(idle, 'spawn');
    const sources: CpuSource[] = [
      { label: 'busy', pids: () => [busy.pid] },
      { label: 'idle', pids: () => [idle.pid!] },
    ];

    const before = readCpu(sources);
    await busy.spin();
    const rows = cpuPerRequest(before, readCpu(sources), 10);

    const micros = Object.fromEntries(rows.map((row) => [row.label, row.micros]));
    // 300 ms over 10 requests is 30 ms each; /proc counts in 10 ms ticks and samples which
    // process a tick belongs to, so allow a wide margin either side.
    expect(micros['busy']).toBeGreaterThan(15_000);
    expect(micros['busy']).toBeLessThan(60_000);
    expect(micros['idle']).toBeLessThan(5_000);
    expect(micros['total']).toBeCloseTo(micros['busy']! + micros['idle']!, 6);
  });

  it('leaves out a process that ended during the run instead of counting it negative', async () => {
    const ending = await spinner(50);
    const sources: CpuSource[] = [{ label: 'ending', pids: () => [ending.pid] }];
    await ending.spin();
    const before = readCpu(sources);
    const child = children.pop()!;
    child.kill('SIGKILL');
    await once(child, 'exit');
    const [row] = cpuPerRequest(before, readCpu(sources), 1);
    expect(row).toEqual({ label: 'ending', micros: 0 });
  });

  it('finds the processes running a program by name', async () => {
    const sleeper = spawn('sleep', ['30']);
    children.push(sleeper);
    await once(sleeper, 'spawn');
    expect(pidsNamed('sleep')).toContain(sleeper.pid);
    expect(pidsNamed('no-such-program-here')).toEqual([]);
  });

  it('meters a run by its own request count and prints one line per run', async () => {
    const busy = await spinner(100);
    const result = await metered([{ label: 'worker', pids: () => [busy.pid] }], async () => {
      await busy.spin();
      return { requests: 4 };
    });
    expect(result.requests).toBe(4);
    expect(result.cpu?.map((row) => row.label)).toEqual(['worker', 'total']);
    expect(result.cpu?.[0]?.micros).toBeGreaterThan(10_000);
    expect(
      cpuLine([
        { label: 'gateway', micros: 131.6 },
        { label: 'total', micros: 131.6 },
      ]),
    ).toBe('gateway 132, total 132 µs');
    expect(cpuLine(undefined)).toMatch(/not measured/);
  });
});
