import { describe, expect, it } from 'vitest';
import { median, pairedDifferences, pairedRatios, pooledCpu, spread } from './rounds.js';

describe('benchmark rounds', () => {
  it('takes the median of odd and even counts, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('reports the range the rounds covered', () => {
    expect(spread([0.47, 0.55, 0.51])).toEqual({ median: 0.51, min: 0.47, max: 0.55 });
  });

  it('pairs each round with its own baseline, not with the others', () => {
    // The machine slowed down in round 2: both paths halved, the ratio stayed.
    expect(pairedRatios([2000, 1000], [4000, 2000])).toEqual([0.5, 0.5]);
    expect(pairedDifferences([1.5, 3], [0.5, 1])).toEqual([1, 2]);
  });

  it('pools CPU per request, each round weighing by its requests', () => {
    const pooled = pooledCpu([
      {
        requests: 100,
        cpu: [
          { label: 'gateway', micros: 200 },
          { label: 'total', micros: 300 },
        ],
      },
      {
        requests: 300,
        cpu: [
          { label: 'gateway', micros: 100 },
          { label: 'total', micros: 200 },
        ],
      },
    ]);
    expect(pooled).toEqual([
      { label: 'gateway', micros: 125 },
      { label: 'total', micros: 225 },
    ]);
  });

  it('has no CPU figure when a round could not meter one', () => {
    expect(pooledCpu([{ requests: 1, cpu: [{ label: 'total', micros: 1 }] }, { requests: 1 }])).toBeUndefined();
  });
});
