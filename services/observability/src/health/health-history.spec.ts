import { describe, expect, it } from 'vitest';
import { healthHistory, type HealthSample } from './health-history.js';

const from = new Date('2026-11-25T00:00:00Z');
const at = (minutes: number) => new Date(from.getTime() + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

describe('the 24-hour health history', () => {
  it('joins minutes of one state into stretches, and marks unsampled time unknown', () => {
    const samples: HealthSample[] = [
      { check: 'billing', status: 'up', at: at(10) },
      { check: 'billing', status: 'up', at: at(11) },
      { check: 'billing', status: 'down', at: at(12) },
      { check: 'billing', status: 'up', at: at(13) },
      // 10 minutes without a sample (observability was down, say).
      { check: 'billing', status: 'up', at: at(25) },
    ];
    const [billing, gateway] = healthHistory(samples, ['billing', 'gateway'], from, at(30));
    expect(billing).toEqual({
      check: 'billing',
      uptime: 4 / 5,
      stretches: [
        { status: 'unknown', from: iso(0), to: iso(10) },
        { status: 'up', from: iso(10), to: iso(12) },
        { status: 'down', from: iso(12), to: iso(13) },
        { status: 'up', from: iso(13), to: iso(15) },
        { status: 'unknown', from: iso(15), to: iso(25) },
        { status: 'up', from: iso(25), to: iso(27) },
        { status: 'unknown', from: iso(27), to: iso(30) },
      ],
    });
    expect(gateway).toEqual({ check: 'gateway', uptime: null, stretches: [{ status: 'unknown', from: iso(0), to: iso(30) }] });
  });
});
