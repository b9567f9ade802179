import type { CpuBreakdown, WithCpu } from './cpu-meter.js';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A figure measured in several rounds: its median and the range the rounds covered. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Per-round pairs (a / b, e.g. gateway over in-process), each taken from two runs measured one
 * right after the other: pairing them keeps a drift of the machine's speed between rounds out of
 * the ratio.
 */
export const pairedRatios = (a: readonly number[], b: readonly number[]): number[] => a.map((value, round) => value / (b[round] as number));

/** Per-round a - b (e.g. the latency the gateway path adds), paired like `pairedRatios`. */
export const pairedDifferences = (a: readonly number[], b: readonly number[]): number[] => a.map((value, round) => value - (b[round] as number));

/** The CPU per request over all rounds together: each round weighs by how many requests it served. */
export function pooledCpu(runs: readonly WithCpu<{ requests: number }>[]): CpuBreakdown | undefined {
  if (runs.some((run) => !run.cpu)) return undefined;
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  return runs[0]!.cpu!.map(({ label }) => ({
    label,
    micros: runs.reduce((sum, run) => sum + (run.cpu!.find((row) => row.label === label)?.micros ?? 0) * run.requests, 0) / requests,
  }));
}
