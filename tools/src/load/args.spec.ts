import { describe, expect, it } from 'vitest';
import { numberFlag, stringFlag } from './args.js';

describe('load tool flags', () => {
  it('reads --minutes and falls back to the default without it', () => {
    expect(numberFlag(['--minutes', '30'], 'minutes', 4)).toBe(30);
    expect(numberFlag([], 'minutes', 4)).toBe(4);
    expect(stringFlag(['--out', '/tmp/x'], 'out')).toBe('/tmp/x');
    expect(stringFlag([], 'out')).toBeUndefined();
  });

  it('refuses a value that is not a positive number, naming the flag', () => {
    expect(() => numberFlag(['--minutes', 'ten'], 'minutes', 4)).toThrow('--minutes needs a positive number, not "ten"');
    expect(() => numberFlag(['--minutes'], 'minutes', 4)).toThrow('--minutes');
    expect(() => numberFlag(['--minutes', '0'], 'minutes', 4)).toThrow('--minutes');
  });
});
