import { DEFAULT_DOMAINS, DEFAULT_WHEEL_NAME, largestGaps, type DomainResult, type WheelConfig } from '@lifewheel/wheel';

/** One domain as the results page shows it. */
export interface ResultRow extends DomainResult {
  /** Position on the wheel, from 0; the chart's numbers are this plus one. */
  index: number;
  /** The name to show: a default domain in the page language, a person's own name as typed. */
  label: string;
  /** Among the largest positive gaps (libs/wheel's largestGaps). */
  largestGap: boolean;
}

export function buildRows(results: DomainResult[], labelFor: (domain: string) => string): ResultRow[] {
  const largest = new Set(largestGaps(results));
  return results.map((result, index) => ({ ...result, index, label: labelFor(result.domain), largestGap: largest.has(result) }));
}

/** Largest gap first; equal gaps keep wheel order (the sort is stable). A new array. */
export function orderByGap<T extends { gap: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.gap - a.gap);
}

/** The largest gaps in the order largestGaps gives them. */
export function topGapRows(rows: readonly ResultRow[]): ResultRow[] {
  return orderByGap(rows.filter((row) => row.largestGap));
}

/** `2024-03-05` in the person's own time zone, for file names. */
export function localDateStamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The 12 default domains in their order under the default name: anything else was customized. */
export function isDefaultWheel(wheel: WheelConfig): boolean {
  return (
    wheel.name === DEFAULT_WHEEL_NAME &&
    wheel.domains.length === DEFAULT_DOMAINS.length &&
    wheel.domains.every((domain, index) => domain.name === DEFAULT_DOMAINS[index]?.name)
  );
}
