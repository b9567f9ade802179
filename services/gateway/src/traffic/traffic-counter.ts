import { TRAFFIC_LATENCY_BOUNDS_MS, type TrafficMinute } from '@lifewheel/contracts';

const MINUTE_MS = 60_000;

/** The histogram bucket a response time falls in (the last one holds everything slower than the last bound). */
export function latencyBucket(durationMs: number): number {
  const index = TRAFFIC_LATENCY_BOUNDS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? TRAFFIC_LATENCY_BOUNDS_MS.length : index;
}

export interface CountedMinute {
  /** The minute's start, ms since the epoch. */
  minute: number;
  services: TrafficMinute[];
}

/**
 * The gateway's traffic, counted in memory per minute and per service: a request costs a few
 * additions, and what leaves the process is one row per service per minute, never one per request.
 */
export class TrafficCounter {
  private readonly minutes = new Map<number, Map<string, TrafficMinute>>();

  record(service: string, status: number, durationMs: number, at: number): void {
    const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
    let services = this.minutes.get(minute);
    if (!services) this.minutes.set(minute, (services = new Map()));
    let counts = services.get(service);
    if (!counts) {
      counts = { service, requests: 0, errors: 0, latency: new Array<number>(TRAFFIC_LATENCY_BOUNDS_MS.length + 1).fill(0) };
      services.set(service, counts);
    }
    counts.requests += 1;
    if (status >= 500) counts.errors += 1;
    counts.latency[latencyBucket(Math.max(0, durationMs))]! += 1;
  }

  /** Takes out the minutes that are over at `now` (all of them with `everything`, at shutdown), oldest first. */
  take(now: number, everything = false): CountedMinute[] {
    const current = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    const taken: CountedMinute[] = [];
    for (const [minute, services] of [...this.minutes].sort(([a], [b]) => a - b)) {
      if (!everything && minute >= current) continue;
      this.minutes.delete(minute);
      taken.push({ minute, services: [...services.values()] });
    }
    return taken;
  }

  /** Puts back a minute that could not be sent (Redis away), unless it is older than `oldestKept`. */
  putBack(counted: CountedMinute, oldestKept: number): void {
    if (counted.minute < oldestKept) return;
    for (const counts of counted.services) {
      const services = this.minutes.get(counted.minute) ?? new Map<string, TrafficMinute>();
      this.minutes.set(counted.minute, services);
      const existing = services.get(counts.service);
      if (!existing) services.set(counts.service, counts);
      else {
        existing.requests += counts.requests;
        existing.errors += counts.errors;
        counts.latency.forEach((count, index) => (existing.latency[index]! += count));
      }
    }
  }
}
