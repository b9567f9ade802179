import { existsSync, readFileSync } from 'node:fs';
import { processIds, statFields } from '../proc/proc-stat.js';

/** One row of the CPU breakdown: a name and the processes whose CPU time it counts. */
export interface CpuSource {
  label: string;
  pids: () => number[];
}

/** CPU time so far per source and process: label -> pid -> microseconds. */
export type CpuReading = Map<string, Map<number, number>>;

/** Clock ticks per second of /proc's CPU times: Linux fixes USER_HZ at 100 for user space. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of one process so far, in microseconds; 0 once it is gone. */
function cpuMicros(pid: number): number {
  try {
    const fields = statFields(pid);
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every process on this machine running the named program (`postgres`, `redis-server`). */
export function pidsNamed(program: string): number[] {
  return processIds().filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === program;
    } catch {
      return false; // gone between listing and reading
    }
  });
}

/** Whether this machine exposes per-process CPU times (Linux's /proc). */
export const canMeterCpu = (): boolean => existsSync('/proc/self/stat');

/**
 * Reads the CPU time of every source's processes. Two readings around a run give what a request
 * costs each process on the path, which explains a throughput figure that wall-clock timing alone
 * cannot. Processes are looked up at every reading, so Postgres backends that start during a run
 * count from zero (their whole life lies inside it).
 */
export function readCpu(sources: CpuSource[]): CpuReading {
  return new Map(sources.map((source) => [source.label, new Map(source.pids().map((pid) => [pid, cpuMicros(pid)]))]));
}

/** Microseconds per request for each source, then a `total` row. */
export type CpuBreakdown = { label: string; micros: number }[];

/** A run's own result, with its CPU breakdown where the machine can measure one. */
export type WithCpu<T> = T & { cpu?: CpuBreakdown };

/** Microseconds of CPU per request for each source between two readings, then their total. */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): CpuBreakdown {
  const rows = [...after].map(([label, perPid]) => {
    let spent = 0;
    // A process gone by the end reads 0 and is left out rather than counted as negative.
    for (const [pid, micros] of perPid) if (micros > 0) spent += micros - (before.get(label)?.get(pid) ?? 0);
    return { label, micros: spent / requests };
  });
  return [...rows, { label: 'total', micros: rows.reduce((sum, row) => sum + row.micros, 0) }];
}

/** Runs `run` and returns its result with the CPU each source spent per request during it. */
export async function metered<T extends { requests: number }>(sources: CpuSource[], run: () => Promise<T>): Promise<WithCpu<T>> {
  if (!canMeterCpu()) return run();
  const before = readCpu(sources);
  const result = await run();
  return { ...result, cpu: cpuPerRequest(before, readCpu(sources), result.requests) };
}

/** `gateway 132, assessments 184, ..., total 463 µs`. */
export const cpuLine = (cpu: CpuBreakdown | undefined): string =>
  cpu ? `${cpu.map(({ label, micros }) => `${label} ${micros.toFixed(0)}`).join(', ')} µs` : 'not measured (needs Linux /proc)';
