// The tables `npm run faults` prints: plain Markdown, so they paste into the README as they are.
import type { CheckResult } from './checks.js';

export interface FaultOutcome {
  fault: string;
  /** Seconds after the load started. */
  injectedAt: number;
  /** Seconds until /api/health answered 200 again (undefined: it did not within the time allowed). */
  recoveredAfter: number | undefined;
  /** Requests of the load during the fault's window: answered, 5xx, no answer at all. */
  requests: number;
  serverErrors: number;
  noAnswer: number;
  /** Saves acknowledged during the window. */
  savesAcknowledged: number;
}

export function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export function faultTable(outcomes: readonly FaultOutcome[]): string {
  return markdownTable(
    ['fault', 'at', 'healthy again after', 'requests', '5xx', 'no answer', 'saves acknowledged'],
    outcomes.map((o) => [
      o.fault,
      `${o.injectedAt.toFixed(0)} s`,
      o.recoveredAfter === undefined ? 'NOT RECOVERED' : `${o.recoveredAfter.toFixed(1)} s`,
      String(o.requests),
      String(o.serverErrors),
      String(o.noAnswer),
      String(o.savesAcknowledged),
    ]),
  );
}

export function checkTable(results: readonly CheckResult[]): string {
  return markdownTable(
    ['check', 'result', 'detail'],
    results.map((r) => [r.name, r.ok ? 'pass' : 'FAIL', r.detail.replace(/\|/g, '\\|')]),
  );
}
