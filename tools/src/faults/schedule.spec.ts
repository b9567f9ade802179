import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from '@lifewheel/contracts';
import { describeFault, faultPlan } from './schedule.js';

describe('the fault plan', () => {
  it('kills each of the six processes once, then restarts Redis and PostgreSQL, drops connections and slows PostgreSQL', () => {
    const plan = faultPlan(4 * 60_000, 3_000);
    expect(plan.faults.map(describeFault)).toEqual([
      ...SERVICE_NAMES.map((name) => `kill -9 ${name}`),
      'Redis restart (append-only file)',
      'PostgreSQL restart',
      'dropped connections (PostgreSQL backends, Redis clients)',
      'slow PostgreSQL (table lock held 8 s)',
    ]);
    expect(SERVICE_NAMES).toHaveLength(6);
  });

  it('holds the lock longer than the RPC deadline', () => {
    const slow = faultPlan(60_000, 5_000).faults.find((fault) => fault.kind === 'slow-postgres');
    expect(slow).toMatchObject({ holdMs: 12_000 });
  });

  it('fits warm-up, gaps and settling into the time asked for', () => {
    const plan = faultPlan(4 * 60_000, 3_000);
    const total = plan.warmUpMs + plan.faults.length * plan.gapMs + plan.settleMs;
    expect(total).toBeLessThanOrEqual(4 * 60_000);
    expect(total).toBeGreaterThan(4 * 60_000 - plan.faults.length);
  });

  it('keeps at least 5 s of steady load between faults in a very short run', () => {
    expect(faultPlan(30_000, 3_000).gapMs).toBe(5_000);
  });
});
