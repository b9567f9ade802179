export interface LatencySummary {
  p50: number;
  p99: number;
  requests: number;
  perSecond: number;
}

/** A run timed call by call here, so every percentile is at hand. */
export interface SampledLatency extends LatencySummary {
  p95: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

/** Runs `operation` from `concurrency` loops for `seconds`, timing each call. */
export async function measure(operation: (i: number) => Promise<unknown>, concurrency: number, seconds: number): Promise<SampledLatency> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  let counter = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await operation((counter += 1));
      samples.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - began) / 1000;
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    requests: samples.length,
    perSecond: samples.length / elapsed,
  };
}
