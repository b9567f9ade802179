import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, segmenter } from './intl-cache.js';

describe('shared Intl formatters', () => {
  it('builds one formatter per locale and options, and reuses it', () => {
    expect(numberFormat('ar', { maximumFractionDigits: 0 })).toBe(numberFormat('ar', { maximumFractionDigits: 0 }));
    expect(numberFormat('ar', { maximumFractionDigits: 0 })).not.toBe(numberFormat('ar', { maximumFractionDigits: 1 }));
    expect(numberFormat('ar', { maximumFractionDigits: 0 })).not.toBe(numberFormat('fr', { maximumFractionDigits: 0 }));
    expect(listFormat('de', { type: 'conjunction' })).toBe(listFormat('de', { type: 'conjunction' }));
    expect(segmenter('th', 'word')).toBe(segmenter('th', 'word'));
    expect(segmenter('th', 'word')).not.toBe(segmenter('th', 'grapheme'));
  });

  it('formats as a freshly built formatter would', () => {
    expect(numberFormat('ar', { maximumFractionDigits: 0 }).format(7)).toBe(new Intl.NumberFormat('ar', { maximumFractionDigits: 0 }).format(7));
    expect(numberFormat('de', { maximumFractionDigits: 1 }).format(6.25)).toBe('6,3');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-03-04T12:00:00Z'))).toBe('March 4, 2026');
    expect(listFormat('en', { type: 'conjunction' }).format(['A', 'B', 'C'])).toBe('A, B, and C');
    expect(Array.from(segmenter('en', 'grapheme').segment('ab'), (part) => part.segment)).toEqual(['a', 'b']);
  });
});
