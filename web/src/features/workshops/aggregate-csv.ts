import type { WorkshopAggregate } from '@lifewheel/contracts';

/** A cell as spreadsheets read it safely: quoted, and never taken for a formula (a custom area's name is someone's text). */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const HEADER = [
  'area',
  'median_now',
  'median_wished',
  'q1_now',
  'q3_now',
  'min_now',
  'max_now',
  'gap',
  ...Array.from({ length: 10 }, (_, index) => `now_${index + 1}`),
];

/** The group's result as CSV: one row per area, machine-readable column names, the area as the page names it. */
export function aggregateCsv(aggregate: WorkshopAggregate, label: (domain: string) => string): string {
  const rows = aggregate.domains.map((domain) => [
    label(domain.domain),
    domain.current,
    domain.desired,
    domain.q1,
    domain.q3,
    domain.min,
    domain.max,
    domain.gap,
    ...domain.distribution,
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
