// The soak's verdict from its samples: pure arithmetic, unit tested.

/** Least-squares slope of y over x (units of y per unit of x); 0 with fewer than two points. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const p of points) {
    numerator += (p.x - meanX) * (p.y - meanY);
    denominator += (p.x - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

/**
 * The fitted line's rise over the span of `points`, as a share of its value at the start: +0.1 is
 * "grew 10% over the (warm part of the) run". Noise around a flat line gives about 0.
 */
export function trendShare(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const m = slope(points);
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const first = points[0]!.x;
  const last = points[n - 1]!.x;
  const startValue = meanY + m * (first - meanX);
  return startValue <= 0 ? 0 : (m * (last - first)) / startValue;
}

/** The value below which `fraction` of the values fall (nearest rank); NaN for none. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank]!;
}

/** Samples after the warm-up: the first sixth of the run (at least one sample) is left out. */
export function warmPart<T>(samples: readonly T[]): T[] {
  const skip = Math.max(1, Math.floor(samples.length / 6));
  return samples.length > skip + 1 ? samples.slice(skip) : [...samples];
}

export interface Goals {
  /** Largest allowed growth trend of a process's memory over the warm part. */
  maxProcessGrowth: number;
  /** Largest allowed growth trend of Redis's memory over the warm part. */
  maxRedisGrowth: number;
  /** The last third's p99 may be at most this many times the first third's. */
  maxP99Ratio: number;
}

export const SOAK_GOALS: Goals = { maxProcessGrowth: 0.1, maxRedisGrowth: 0.1, maxP99Ratio: 1.5 };

export interface SeriesSummary {
  name: string;
  firstWarm: number;
  last: number;
  trend: number;
  ok: boolean;
}

export interface SoakSample {
  /** Seconds since the start of the load. */
  t: number;
  rssBytes: Record<string, number>;
  redisUsedMemory: number;
  /** Latencies (ms) of the requests answered during the period that ended at `t`. */
  latenciesMs: number[];
}

export interface SoakVerdict {
  processes: SeriesSummary[];
  redis: SeriesSummary;
  p99: { firstThird: number; lastThird: number; ok: boolean };
  ok: boolean;
}

function series(name: string, samples: readonly SoakSample[], value: (s: SoakSample) => number | undefined, limit: number): SeriesSummary {
  const points = warmPart(samples).flatMap((s) => {
    const y = value(s);
    return y === undefined ? [] : [{ x: s.t, y }];
  });
  const trend = trendShare(points);
  return { name, firstWarm: points[0]?.y ?? Number.NaN, last: points.at(-1)?.y ?? Number.NaN, trend, ok: trend <= limit };
}

export function soakVerdict(samples: readonly SoakSample[], processNames: readonly string[], goals: Goals = SOAK_GOALS): SoakVerdict {
  const processes = processNames.map((name) => series(name, samples, (s) => s.rssBytes[name], goals.maxProcessGrowth));
  const redis = series('redis used_memory', samples, (s) => s.redisUsedMemory, goals.maxRedisGrowth);
  const third = Math.max(1, Math.floor(samples.length / 3));
  const firstThird = percentile(
    samples.slice(0, third).flatMap((s) => s.latenciesMs),
    0.99,
  );
  const lastThird = percentile(
    samples.slice(-third).flatMap((s) => s.latenciesMs),
    0.99,
  );
  const p99 = { firstThird, lastThird, ok: lastThird <= firstThird * goals.maxP99Ratio };
  return { processes, redis, p99, ok: processes.every((p) => p.ok) && redis.ok && p99.ok };
}
