import { describe, expect, it } from 'vitest';
import { formatDuration, formatMs, formatRate, formatShare, stripSegments } from './debug-format.js';

describe('formatDuration', () => {
  it('shows the two largest units of an uptime or a waiting age', () => {
    expect(formatDuration(3 * 86_400 + 4 * 3_600 + 5 * 60, 'en-US')).toBe('3 days, 4 hr');
    expect(formatDuration(90 * 60, 'en-US')).toBe('1 hr, 30 min');
    expect(formatDuration(125, 'en-US')).toBe('2 min, 5 sec');
    expect(formatDuration(45, 'en-US')).toBe('45 sec');
  });

  it('stops at the largest unit when the next one is zero, and shows zero seconds for nothing', () => {
    expect(formatDuration(2 * 86_400 + 5 * 60, 'en-US')).toBe('2 days');
    expect(formatDuration(0, 'en-US')).toBe('0 sec');
    expect(formatDuration(-3, 'en-US')).toBe('0 sec');
    expect(formatDuration(59.9, 'en-US')).toBe('59 sec');
  });

  it("follows the viewer's locale", () => {
    expect(formatDuration(3 * 86_400 + 4 * 3_600, 'de-DE')).toBe('3 Tg., 4 Std.');
  });
});

describe('figures', () => {
  it('formats shares, latencies and rates', () => {
    expect(formatShare(0.125, 'en-US')).toBe('12.5%');
    expect(formatShare(0, 'en-US')).toBe('0%');
    expect(formatShare(null, 'en-US')).toBeNull();
    expect(formatShare(0.5, 'de-DE')).toBe('50\u00a0%');
    expect(formatMs(150, 'en-US')).toBe('150 ms');
    expect(formatRate(2.345, 'en-US')).toBe('2.3');
    expect(formatRate(1234.5, 'en-US')).toBe('1,235');
  });
});

describe('stripSegments', () => {
  const end = new Date('2026-11-25T12:00:00.000Z');
  const at = (hoursBeforeEnd: number) => new Date(end.getTime() - hoursBeforeEnd * 3_600_000).toISOString();

  it('spans the whole day: no history at all is one unknown stretch', () => {
    expect(stripSegments([], end)).toEqual([{ status: 'unknown', from: at(24), to: at(0), percent: 100 }]);
  });

  it('fills the time before the first and after the last sample as unknown, and sizes each stretch by its share', () => {
    const segments = stripSegments(
      [
        { status: 'up', from: at(12), to: at(6) },
        { status: 'down', from: at(6), to: at(3) },
      ],
      end,
    );
    expect(segments.map(({ status, percent }) => [status, percent])).toEqual([
      ['unknown', 50],
      ['up', 25],
      ['down', 12.5],
      ['unknown', 12.5],
    ]);
    expect(segments.reduce((sum, segment) => sum + segment.percent, 0)).toBeCloseTo(100);
  });

  it('clips stretches to the window, sorts them, and merges neighbours of one state', () => {
    const segments = stripSegments(
      [
        { status: 'up', from: at(2), to: at(0) },
        { status: 'up', from: at(30), to: at(10) },
        { status: 'up', from: at(10), to: at(2) },
      ],
      end,
    );
    expect(segments).toEqual([{ status: 'up', from: at(24), to: at(0), percent: 100 }]);
  });

  it('ignores a stretch wholly covered by an earlier one', () => {
    const segments = stripSegments(
      [
        { status: 'down', from: at(24), to: at(12) },
        { status: 'up', from: at(20), to: at(14) },
        { status: 'up', from: at(12), to: at(0) },
      ],
      end,
    );
    expect(segments.map(({ status, percent }) => [status, percent])).toEqual([
      ['down', 50],
      ['up', 50],
    ]);
  });
});
