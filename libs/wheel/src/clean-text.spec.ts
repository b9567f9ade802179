import { describe, expect, it } from 'vitest';
import { cleanText, textLength } from './clean-text.js';

describe('cleanText', () => {
  it('trims surrounding spaces, tabs and line breaks', () => {
    expect(cleanText('  Family \t\n')).toBe('Family');
  });

  it('folds inner runs of whitespace into one space', () => {
    expect(cleanText('Career   &\t\tVocation')).toBe('Career & Vocation');
  });

  it('turns control characters, NUL included, into spaces so they never reach the database', () => {
    expect(cleanText('Fam\u0000ily')).toBe('Fam ily');
    expect(cleanText('\u0000\u0007\u009f')).toBe('');
  });

  it('treats non-breaking and ideographic spaces as whitespace', () => {
    expect(cleanText('\u00a0Family\u3000')).toBe('Family');
  });

  it('composes a decomposed accent (NFC)', () => {
    expect(cleanText('Cafe\u0301')).toBe('Caf\u00e9');
  });

  it('keeps the zero-width joiner inside an emoji sequence', () => {
    expect(cleanText('\u{1F468}\u200d\u{1F469}')).toBe('\u{1F468}\u200d\u{1F469}');
  });
});

describe('textLength', () => {
  it('counts plain text like String.length', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('Family')).toBe(6);
  });

  it('counts an astral character (emoji) as one, unlike String.length', () => {
    expect('\u{1F600}'.length).toBe(2);
    expect(textLength('\u{1F600}')).toBe(1);
    expect(textLength('a\u{1F600}b')).toBe(3);
  });

  it('counts CJK characters as one each', () => {
    expect(textLength('家族')).toBe(2);
  });
});
