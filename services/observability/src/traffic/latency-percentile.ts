import { TRAFFIC_LATENCY_BOUNDS_MS } from '@lifewheel/contracts';

/**
 * The bound of the bucket the `quantile` (0..1) falls in: a p95 read from the histogram is at most
 * one bucket high. Everything slower than the last bound reads as the last bound. Null without requests.
 */
export function latencyPercentile(histogram: readonly number[], quantile: number): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * quantile);
  let seen = 0;
  for (let index = 0; index < histogram.length; index += 1) {
    seen += histogram[index] ?? 0;
    if (seen >= rank) return TRAFFIC_LATENCY_BOUNDS_MS[Math.min(index, TRAFFIC_LATENCY_BOUNDS_MS.length - 1)]!;
  }
  return TRAFFIC_LATENCY_BOUNDS_MS[TRAFFIC_LATENCY_BOUNDS_MS.length - 1]!;
}
