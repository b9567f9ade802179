import { describe, expect, it } from 'vitest';
import { textDirection } from './text-direction.js';

describe('text direction', () => {
  it('follows the first strong letter', () => {
    expect(textDirection('Career & Vocation', 'rtl')).toBe('ltr');
    expect(textDirection('الصحة الجسدية', 'ltr')).toBe('rtl');
    expect(textDirection('& משפחה', 'ltr')).toBe('rtl');
    expect(textDirection('家庭', 'rtl')).toBe('ltr');
  });

  it('falls back to the page direction without letters', () => {
    expect(textDirection('123 & …', 'rtl')).toBe('rtl');
    expect(textDirection('', 'ltr')).toBe('ltr');
  });
});
