// The soak's printed summary: pure formatting of the verdict, unit tested.
import type { SoakVerdict } from './trend.js';

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const pct = (share: number): string => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`;
const mark = (ok: boolean): string => (ok ? 'ok' : 'FAIL');

export function soakSummary(verdict: SoakVerdict, minutes: number): string {
  const rows = [
    ...verdict.processes.map((p) => `| ${p.name} RSS | ${mb(p.firstWarm)} | ${mb(p.last)} | ${pct(p.trend)} | ${mark(p.ok)} |`),
    `| ${verdict.redis.name} | ${mb(verdict.redis.firstWarm)} | ${mb(verdict.redis.last)} | ${pct(verdict.redis.trend)} | ${mark(verdict.redis.ok)} |`,
    `| p99 latency (first vs last third) | ${verdict.p99.firstThird.toFixed(1)} ms | ${verdict.p99.lastThird.toFixed(1)} ms | ${pct(verdict.p99.lastThird / verdict.p99.firstThird - 1)} | ${mark(verdict.p99.ok)} |`,
  ];
  return [
    `Soak of ${minutes} min: ${verdict.ok ? 'every goal met' : 'a goal was missed'}`,
    '',
    '| series | first warm | last | trend over the warm part | goal |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
