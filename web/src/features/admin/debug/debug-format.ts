import type { HealthStretch } from '@lifewheel/contracts';

// Figures of /admin/debug in the viewer's locale (Intl), like the rest of the console.
const locale = (): string | undefined => (typeof navigator === 'undefined' ? undefined : navigator.language);

const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/**
 * A duration (uptime, a waiting job's age) as its two largest units, "3 days, 4 hr": precise
 * enough to read at a glance, and short enough that a refresh every few seconds changes one number.
 */
export function formatDuration(totalSeconds: number, localeName = locale()): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  for (const { unit, seconds } of UNITS) {
    const amount = Math.floor(rest / seconds);
    rest -= amount * seconds;
    if (amount > 0 || (parts.length === 0 && unit === 'second')) {
      parts.push(new Intl.NumberFormat(localeName, { style: 'unit', unit, unitDisplay: 'short' }).format(amount));
    }
    if (parts.length === 2) break;
    // The largest unit and the one right after it: "2 days" rather than "2 days, 5 min".
    if (parts.length === 1 && amount === 0) break;
  }
  return new Intl.ListFormat(localeName, { style: 'short', type: 'unit' }).format(parts);
}

/** A share 0..1 as a percentage with at most one decimal ("12.5%"); null has no figure. */
export function formatShare(share: number | null, localeName = locale()): string | null {
  if (share === null) return null;
  return new Intl.NumberFormat(localeName, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** Milliseconds as "150 ms" in the viewer's locale. */
export const formatMs = (ms: number, localeName = locale()): string =>
  new Intl.NumberFormat(localeName, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 }).format(ms);

/** A rate per minute with at most one decimal. */
export const formatRate = (perMinute: number, localeName = locale()): string =>
  new Intl.NumberFormat(localeName, { maximumFractionDigits: perMinute < 10 ? 1 : 0 }).format(perMinute);

export interface StripSegment {
  status: HealthStretch['status'];
  from: string;
  to: string;
  /** Share of the window, 0..100, for the segment's width. */
  percent: number;
}

/**
 * The 24-hour up/down strip of one check: each stretch clipped to the window and sized by its
 * share of it. Gaps the history leaves (before the first sample, after the last) are `unknown`, so
 * the strip always spans the whole day and a process that stopped being sampled does not look up.
 */
export function stripSegments(stretches: readonly HealthStretch[], windowEnd: Date, windowHours = 24): StripSegment[] {
  const end = windowEnd.getTime();
  const start = end - windowHours * 3_600_000;
  const span = end - start;
  const segments: StripSegment[] = [];
  let cursor = start;
  const push = (status: HealthStretch['status'], from: number, to: number) => {
    if (to <= from) return;
    const last = segments.at(-1);
    // Neighbours of one state are one segment: fewer elements, and one label per stretch of time.
    if (last && last.status === status) {
      last.to = new Date(to).toISOString();
      last.percent = ((to - Date.parse(last.from)) / span) * 100;
      return;
    }
    segments.push({ status, from: new Date(from).toISOString(), to: new Date(to).toISOString(), percent: ((to - from) / span) * 100 });
  };
  const sorted = [...stretches].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  for (const stretch of sorted) {
    const from = Math.max(start, Date.parse(stretch.from));
    const to = Math.min(end, Date.parse(stretch.to));
    if (to <= cursor) continue;
    push('unknown', cursor, from);
    push(stretch.status, Math.max(cursor, from), to);
    cursor = Math.max(cursor, to);
  }
  push('unknown', cursor, end);
  return segments;
}
