import { describe, expect, it } from 'vitest';
import { TRAFFIC_LATENCY_BOUNDS_MS } from '@lifewheel/contracts';
import { TrafficCounter, latencyBucket } from './traffic-counter.js';

const minute = Date.UTC(2026, 10, 25, 12, 0);
const bucketCount = TRAFFIC_LATENCY_BOUNDS_MS.length + 1;

describe('the gateway’s traffic counter', () => {
  it('puts a response time in the first bucket whose bound holds it, the slowest past the last bound', () => {
    expect(latencyBucket(0)).toBe(0);
    expect(latencyBucket(5)).toBe(0);
    expect(latencyBucket(6)).toBe(1);
    expect(latencyBucket(10_000)).toBe(TRAFFIC_LATENCY_BOUNDS_MS.length - 1);
    expect(latencyBucket(60_000)).toBe(TRAFFIC_LATENCY_BOUNDS_MS.length);
  });

  it('adds requests up per minute and per service: count, 5xx errors and a latency histogram', () => {
    const counter = new TrafficCounter();
    counter.record('assessments', 200, 3, minute + 1_000);
    counter.record('assessments', 503, 120, minute + 59_999);
    counter.record('assessments', 404, 40, minute + 30_000);
    counter.record('identity', 500, 7, minute + 10_000);
    counter.record('assessments', 200, 3, minute + 60_000);

    const [first, second] = counter.take(minute + 2 * 60_000);
    expect(first!.minute).toBe(minute);
    const assessments = first!.services.find((row) => row.service === 'assessments')!;
    expect(assessments).toMatchObject({ requests: 3, errors: 1 });
    expect(assessments.latency).toHaveLength(bucketCount);
    expect(assessments.latency[latencyBucket(3)]).toBe(1);
    expect(assessments.latency[latencyBucket(40)]).toBe(1);
    expect(assessments.latency[latencyBucket(120)]).toBe(1);
    expect(assessments.latency.reduce((a, b) => a + b, 0)).toBe(3);
    expect(first!.services.find((row) => row.service === 'identity')).toMatchObject({ requests: 1, errors: 1 });
    expect(second).toMatchObject({ minute: minute + 60_000, services: [{ service: 'assessments', requests: 1, errors: 0 }] });
  });

  it('keeps the running minute until it is over, or until everything is taken at shutdown', () => {
    const counter = new TrafficCounter();
    counter.record('gateway', 200, 1, minute + 5_000);
    expect(counter.take(minute + 59_000)).toEqual([]);
    expect(counter.take(minute + 59_000, true)).toHaveLength(1);
    expect(counter.take(minute + 10 * 60_000, true)).toEqual([]);
  });

  it('takes a minute back that could not be sent, merged with what came since, unless it is too old', () => {
    const counter = new TrafficCounter();
    counter.record('billing', 200, 1, minute);
    const [unsent] = counter.take(minute + 60_000);
    counter.putBack(unsent!, minute);
    counter.putBack(
      { minute, services: [{ service: 'billing', requests: 2, errors: 1, latency: new Array<number>(bucketCount).fill(0).fill(1, 3, 5) }] },
      minute,
    );
    counter.putBack(
      { minute: minute - 60_000, services: [{ service: 'billing', requests: 9, errors: 0, latency: new Array<number>(bucketCount).fill(0) }] },
      minute,
    );
    const [again, ...rest] = counter.take(minute + 60_000);
    expect(rest).toEqual([]);
    expect(again!.services).toEqual([{ service: 'billing', requests: 3, errors: 1, latency: expect.any(Array) }]);
    expect(again!.services[0]!.latency.reduce((a, b) => a + b, 0)).toBe(3);
  });
});
