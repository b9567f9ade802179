import { describe, expect, it } from 'vitest';
import { FOCUS_MAX_TOOLS } from '@lifewheel/contracts';
import { dayOfFocus, focusTrend, isFocusFinished, lastDesired, startFormProblem } from './focus-model.js';

const start = '2026-03-01T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('dayOfFocus', () => {
  it('is day 1 on the start, day 2 a full day later, and stops at 30', () => {
    expect(dayOfFocus(start, at('2026-03-01T10:00:00.000Z'))).toBe(1);
    expect(dayOfFocus(start, at('2026-03-02T09:59:59.999Z'))).toBe(1);
    expect(dayOfFocus(start, at('2026-03-02T10:00:00.000Z'))).toBe(2);
    expect(dayOfFocus(start, at('2026-03-30T10:00:00.000Z'))).toBe(30);
    expect(dayOfFocus(start, at('2026-06-01T10:00:00.000Z'))).toBe(30);
  });

  it('is day 1 when the clock of the device is behind the server', () => {
    expect(dayOfFocus(start, at('2026-02-28T10:00:00.000Z'))).toBe(1);
  });
});

describe('isFocusFinished', () => {
  const endsAt = '2026-03-31T10:00:00.000Z';
  it('is finished once ended, or once its 30 days are over', () => {
    expect(isFocusFinished({ endedAt: null, endsAt }, at('2026-03-15T00:00:00.000Z'))).toBe(false);
    expect(isFocusFinished({ endedAt: '2026-03-10T00:00:00.000Z', endsAt }, at('2026-03-15T00:00:00.000Z'))).toBe(true);
    expect(isFocusFinished({ endedAt: null, endsAt }, at(endsAt))).toBe(true);
  });
});

describe('focusTrend', () => {
  const checkIns = [
    { id: 'a', current: 5, desired: 8, createdAt: '2026-03-08T10:00:00.000Z' },
    { id: 'b', current: 6, desired: 9, createdAt: '2026-03-30T10:00:00.000Z' },
  ];

  it('starts at the baseline and adds each re-rate, oldest first', () => {
    expect(focusTrend({ baseline: { current: 3, desired: 8 }, startedAt: start, checkIns })).toEqual([
      { createdAt: start, current: 3, desired: 8 },
      { createdAt: checkIns[0]!.createdAt, current: 5, desired: 8 },
      { createdAt: checkIns[1]!.createdAt, current: 6, desired: 9 },
    ]);
  });

  it('has only the re-rates without a baseline', () => {
    expect(focusTrend({ baseline: null, startedAt: start, checkIns }).map((point) => point.current)).toEqual([5, 6]);
  });

  it('prefills the desired score from the last re-rate, else the baseline', () => {
    expect(lastDesired({ baseline: { current: 3, desired: 8 }, checkIns })).toBe(9);
    expect(lastDesired({ baseline: { current: 3, desired: 8 }, checkIns: [] })).toBe(8);
    expect(lastDesired({ baseline: null, checkIns: [] })).toBeUndefined();
  });
});

describe('startFormProblem', () => {
  it('asks for the plan or at least one tool, and at most the maximum of tools', () => {
    expect(startFormProblem(null, [])).toBe('approachRequired');
    expect(startFormProblem('tools', [])).toBe('approachRequired');
    expect(startFormProblem('plan', [])).toBeNull();
    expect(startFormProblem('tools', ['a'])).toBeNull();
    const many = Array.from({ length: FOCUS_MAX_TOOLS + 1 }, (_, index) => `tool-${index}`);
    expect(startFormProblem('tools', many)).toBe('toolsTooMany');
    expect(startFormProblem('tools', many.slice(1))).toBeNull();
  });
});
