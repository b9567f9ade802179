import { describe, expect, it } from 'vitest';
import { describeNotUp } from './health-summary.js';

describe('describeNotUp', () => {
  it('names the entries keyed by name whose status is not up', () => {
    const body = {
      status: 'down',
      processes: { gateway: { status: 'up', latencyMs: 1 }, billing: { status: 'down', error: 'no reply within 1000 ms' }, worker: { status: 'up' } },
      postgres: { status: 'up' },
      redis: { status: 'down' },
    };
    expect(describeNotUp(body)).toEqual(['billing (down: no reply within 1000 ms)', 'redis (down)']);
  });

  it('reads arrays of named entries and boolean verdicts', () => {
    const body = {
      ok: false,
      checks: [
        { name: 'identity', ok: false },
        { name: 'assessments', ok: true },
        { name: 'postgres', up: false, message: 'ECONNREFUSED' },
      ],
    };
    expect(describeNotUp(body)).toEqual(['identity (down)', 'postgres (down: ECONNREFUSED)']);
  });

  it('finds nothing in a healthy body or in something that is not one', () => {
    expect(describeNotUp({ status: 'ok', processes: { gateway: { status: 'ok' } } })).toEqual([]);
    expect(describeNotUp('Service Unavailable')).toEqual([]);
    expect(describeNotUp(null)).toEqual([]);
  });
});
