import { describe, expect, it } from 'vitest';
import { soakSummary } from './soak-report.js';

describe('the soak summary', () => {
  it('prints each series with its trend and the goal it meets or misses', () => {
    const text = soakSummary(
      {
        processes: [{ name: 'gateway', firstWarm: 200 * 1048576, last: 230 * 1048576, trend: 0.15, ok: false }],
        redis: { name: 'redis used_memory', firstWarm: 4 * 1048576, last: 4 * 1048576, trend: 0.01, ok: true },
        p99: { firstThird: 40, lastThird: 44, ok: true },
        ok: false,
      },
      30,
    );
    expect(text).toContain('Soak of 30 min: a goal was missed');
    expect(text).toContain('| gateway RSS | 200.0 MB | 230.0 MB | +15.0% | FAIL |');
    expect(text).toContain('| redis used_memory | 4.0 MB | 4.0 MB | +1.0% | ok |');
    expect(text).toContain('| p99 latency (first vs last third) | 40.0 ms | 44.0 ms | +10.0% | ok |');
  });
});
