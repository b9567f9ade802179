import { describe, expect, it } from 'vitest';
import { BACKOFF, formatDuration, nextRestartDelay } from './backoff.js';

describe('nextRestartDelay', () => {
  it('starts at five seconds and doubles up to thirty while the process keeps crashing', () => {
    const delays: number[] = [];
    let previous: number | undefined;
    for (let i = 0; i < 8; i += 1) {
      previous = nextRestartDelay(previous, 500);
      delays.push(previous);
    }
    expect(delays).toEqual([5_000, 10_000, 20_000, 30_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('starts over after the process stayed up for a minute', () => {
    expect(nextRestartDelay(30_000, BACKOFF.resetAfterMs)).toBe(5_000);
    expect(nextRestartDelay(30_000, BACKOFF.resetAfterMs - 1)).toBe(30_000);
    expect(nextRestartDelay(10_000, 59_999)).toBe(20_000);
  });
});

describe('formatDuration', () => {
  it('keeps one decimal below ten seconds and whole seconds above', () => {
    expect(formatDuration(1_000)).toBe('1 s');
    expect(formatDuration(2_345)).toBe('2.3 s');
    expect(formatDuration(16_000)).toBe('16 s');
    expect(formatDuration(61_400)).toBe('61 s');
  });
});
