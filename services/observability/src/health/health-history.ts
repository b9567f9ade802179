import type { HealthHistory, HealthStretch } from '@lifewheel/contracts';

export interface HealthSample {
  check: string;
  status: 'up' | 'down';
  /** The sampled minute. */
  at: Date;
}

const MINUTE_MS = 60_000;
/** A sample stands for its minute and the next (a tick may come a little late); longer gaps are unknown. */
const SAMPLE_COVERS_MS = 2 * MINUTE_MS;

/** Per check, the stretches of `from..to` it was up, down, or unsampled, and its share of up samples. */
export function healthHistory(samples: readonly HealthSample[], checks: readonly string[], from: Date, to: Date): HealthHistory[] {
  const byCheck = new Map<string, HealthSample[]>(checks.map((check) => [check, []]));
  for (const sample of samples) byCheck.get(sample.check)?.push(sample);
  return [...byCheck].map(([check, own]) => {
    own.sort((a, b) => a.at.getTime() - b.at.getTime());
    const stretches: HealthStretch[] = [];
    const add = (status: HealthStretch['status'], start: number, end: number) => {
      if (end <= start) return;
      const last = stretches[stretches.length - 1];
      if (last && last.status === status && new Date(last.to).getTime() >= start) last.to = new Date(end).toISOString();
      else stretches.push({ status, from: new Date(start).toISOString(), to: new Date(end).toISOString() });
    };
    let cursor = from.getTime();
    own.forEach((sample, index) => {
      const at = Math.max(sample.at.getTime(), from.getTime());
      add('unknown', cursor, at);
      const next = own[index + 1]?.at.getTime() ?? to.getTime();
      const end = Math.min(next, at + SAMPLE_COVERS_MS, to.getTime());
      add(sample.status, at, end);
      cursor = Math.max(cursor, end);
    });
    add('unknown', cursor, to.getTime());
    const up = own.filter((sample) => sample.status === 'up').length;
    return { check, uptime: own.length === 0 ? null : up / own.length, stretches };
  });
}
