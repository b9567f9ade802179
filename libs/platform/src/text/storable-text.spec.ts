import { describe, expect, it } from 'vitest';
import { unstorableTextAt } from './storable-text.js';

describe('unstorableTextAt', () => {
  it('passes ordinary text, emoji and combining marks', () => {
    expect(unstorableTextAt({ name: 'Zoë 😀', list: ['e\u0301', 'ok'], n: 1, b: null })).toBeUndefined();
  });

  it.each([
    ['a NUL in a value', { a: { b: 'x\u0000y' } }, 'a.b'],
    ['a NUL in a key', { a: { 'k\u0000': 1 } }, 'a.k\u0000'],
    ['a lone high surrogate', { list: ['ok', 'x\ud800'] }, 'list.1'],
    ['a lone low surrogate', { s: '\udfffx' }, 's'],
    ['a surrogate pair in the wrong order', { s: '\ude00\ud83d' }, 's'],
    ['a NUL string as the whole body', '\u0000', '(the body)'],
  ])('finds %s', (_, value, path) => {
    expect(unstorableTextAt(value)).toBe(path);
  });

  it('walks a very deep value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expect(unstorableTextAt(deep)).toMatch(/^0(\.0)*$/);
  });
});
