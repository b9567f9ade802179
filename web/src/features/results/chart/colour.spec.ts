import { describe, expect, it } from 'vitest';
import { darken } from './colour.js';

describe('darken', () => {
  it('mixes a colour towards black', () => {
    expect(darken('#ffffff', 0)).toBe('#ffffff');
    expect(darken('#ffffff', 1)).toBe('#000000');
    expect(darken('#ff8040', 0.5)).toBe('#804020');
  });

  it('leaves anything that is not #rrggbb alone', () => {
    expect(darken('red', 0.5)).toBe('red');
  });
});
