import { describe, expect, it } from 'vitest';
import { classifySignal, SAME_KEYPRESS_MS } from './signals.js';

describe('classifySignal', () => {
  it('stops gracefully on the first signal', () => {
    expect(classifySignal(undefined, 5_000)).toBe('stop');
  });

  it('treats copies of the same keypress as one', () => {
    expect(classifySignal(5_000, 5_000)).toBe('same');
    expect(classifySignal(5_000, 5_000 + SAME_KEYPRESS_MS - 1)).toBe('same');
  });

  it('forces on a second keypress', () => {
    expect(classifySignal(5_000, 5_000 + SAME_KEYPRESS_MS)).toBe('force');
    expect(classifySignal(5_000, 60_000)).toBe('force');
  });
});
