import { describe, expect, it } from 'vitest';
import { estimateTextWidth, graphemes, wrapLabel } from './label-wrap.js';

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

  it('splits without Intl.Segmenter only text whose every code point is a grapheme, as the segmenter would split it', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    // Each code point beside itself and beside letters of the scripts whose clusters join most (Latin, Han, Hangul, Thai, emoji).
    const sample = (char: string) => `a${char}家${char}${char}한${char}ก${char}👍${char}`;
    const splitAlike = (text: string) => [...segmenter.segment(text)].length === Array.from(text).length;
    const wrong: string[] = [];
    // A block at a time (one segmenter call per block keeps this fast), then each code point of a block that differs.
    for (let block = 0; block <= 0x10ffff; block += 0x400) {
      const chars: string[] = [];
      for (let codePoint = block; codePoint < block + 0x400; codePoint += 1) {
        if (codePoint < 0xd800 || codePoint > 0xdfff) chars.push(String.fromCodePoint(codePoint));
      }
      const fast = chars.filter((char) => graphemes(sample(char)).length === Array.from(sample(char)).length);
      if (splitAlike(fast.map(sample).join(''))) continue;
      wrong.push(...fast.filter((char) => !splitAlike(sample(char))).map((char) => char.codePointAt(0)!.toString(16)));
    }
    expect(wrong).toEqual([]);
    // And what takes the segmenter's path is split by it.
    expect(graphemes('नमस्ते', 'hi')).toEqual(['न', 'म', 'स्ते']);
    expect(graphemes('🇯🇵👩‍👩‍👧')).toEqual(['🇯🇵', '👩‍👩‍👧']);
    // Every code point of Unicode: about 3 s alone on a 2-core VM, more beside the other unit files.
  }, 60_000);

  it('splits Devanagari without Intl.Segmenter as the segmenter does, virama conjuncts included', () => {
    const segmenter = new Intl.Segmenter('hi', { granularity: 'grapheme' });
    const segments = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);
    const block = Array.from({ length: 0x80 }, (_, index) => String.fromCodePoint(0x900 + index));
    const marks = block.filter((char) => /\p{M}/u.test(char));
    // A consonant, a nukta consonant, a vowel, a digit and a space, before the block's own combinations.
    const firsts = ['क', 'क़', 'अ', '१', ' '];
    // Every pair of the block, alone and after a consonant; each first, any mark, any of the block; each first, any two marks, a consonant.
    const texts = [
      ...block.flatMap((first) => block.flatMap((second) => [first + second, `क${first}${second}`])),
      ...firsts.flatMap((first) => marks.flatMap((mark) => block.map((last) => first + mark + last))),
      ...firsts.flatMap((first) => marks.flatMap((one) => marks.map((two) => `${first}${one}${two}क`))),
      'स्त्री और पुरुष',
      'भावनात्मक स्वास्थ्य',
    ];
    const wrong = texts.filter((text) => JSON.stringify(graphemes(text, 'hi')) !== JSON.stringify(segments(text)));
    expect(wrong.map((text) => Array.from(text, (char) => char.codePointAt(0)!.toString(16)).join(' '))).toEqual([]);
  });
});
