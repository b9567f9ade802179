import { describe, expect, it } from 'vitest';
import { estimateTextWidth, wrapLabel } from './label-wrap.js';

const options = { maxWidth: 100, fontSize: 10, maxLines: 3 };

describe('label wrapping', () => {
  it('keeps a short name on one line', () => {
    expect(wrapLabel('Family', options)).toEqual(['Family']);
  });

  it('breaks between words, never inside one that fits', () => {
    expect(wrapLabel('Emotional Well-Being', options)).toEqual(['Emotional', 'Well-Being']);
    expect(wrapLabel('Relationships & Love', options)).toEqual(['Relationships', '& Love']);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrapLabel('Donaudampfschifffahrt', options);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('Donaudampfschifffahrt');
    for (const line of lines) expect(estimateTextWidth(line, 10)).toBeLessThanOrEqual(100);
  });

  it('counts CJK characters as wide and wraps text written without spaces', () => {
    expect(estimateTextWidth('家庭', 10)).toBe(20);
    expect(estimateTextWidth('ab', 10)).toBe(12);
    const lines = wrapLabel('キャリアと天職についての長い名前', { ...options, maxWidth: 60, locale: 'ja' });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(estimateTextWidth(line, 10)).toBeLessThanOrEqual(60);
  });

  it('ends with an ellipsis when the name needs more lines than allowed', () => {
    const lines = wrapLabel('one two three four five six seven eight nine ten eleven twelve', { ...options, maxWidth: 50, maxLines: 2 });
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(estimateTextWidth(lines[1] ?? '', 10)).toBeLessThanOrEqual(50);
  });

  it('keeps Arabic and Thai graphemes together', () => {
    expect(wrapLabel('الصحة الجسدية', options).join(' ')).toBe('الصحة الجسدية');
    expect(wrapLabel('สุขภาพกาย', options)).toEqual(['สุขภาพกาย']);
  });
});
