import { describe, expect, it } from 'vitest';
import { defaultWheel } from '@lifewheel/wheel';
import { quantile, workshopAggregate } from './workshop-aggregate.js';

const wheel = defaultWheel();
const answer = (current: number, desired: number) => wheel.domains.map((domain) => ({ domain: domain.name, current, desired }));

describe('the group result of a workshop', () => {
  it('is never computed below five answers', () => {
    expect(workshopAggregate(wheel, [])).toBeNull();
    expect(
      workshopAggregate(
        wheel,
        [1, 2, 3, 4].map((score) => answer(score, 9)),
      ),
    ).toBeNull();
    expect(
      workshopAggregate(
        wheel,
        [1, 2, 3, 4, 5].map((score) => answer(score, 9)),
      ),
    ).not.toBeNull();
  });

  it('gives medians, quartiles, extremes, the distribution and the largest gaps', () => {
    const answers = [2, 4, 4, 6, 9].map((score) => answer(score, 8));
    answers[0]![0]!.desired = 10; // the first domain's desired median stays 8
    answers[1]![1]!.current = 1;
    const aggregate = workshopAggregate(wheel, answers)!;
    expect(aggregate.answers).toBe(5);
    const first = aggregate.domains[0]!;
    expect(first).toMatchObject({ domain: wheel.domains[0]!.name, current: 4, desired: 8, q1: 4, q3: 6, min: 2, max: 9, gap: 4 });
    expect(first.distribution).toEqual([0, 1, 0, 2, 0, 1, 0, 0, 1, 0]);
    expect(aggregate.domains[1]).toMatchObject({ current: 4, min: 1, gap: 4 });
    expect(aggregate.largestGaps).toHaveLength(3);
    expect(aggregate.largestGaps[0]!.gap).toBe(4);
  });

  it('interpolates quantiles between neighbours', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.8);
    expect(quantile([7], 0.75)).toBe(7);
  });
});
