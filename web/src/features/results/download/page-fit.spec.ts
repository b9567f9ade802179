import { describe, expect, it } from 'vitest';
import { A4, PAGE_MARGIN_MM, fitOnPage } from './page-fit.js';
import { downloadFileName } from './file-names.js';

describe('fitting the report on one A4 page', () => {
  it('uses the full width between the margins for a report shorter than the page', () => {
    const placement = fitOnPage({ width: 800, height: 1000 });
    expect(placement.width).toBeCloseTo(A4.width - 2 * PAGE_MARGIN_MM, 6);
    expect(placement.x).toBeCloseTo(PAGE_MARGIN_MM, 6);
    expect(placement.y).toBe(PAGE_MARGIN_MM);
    expect(placement.height).toBeCloseTo(1000 * (186 / 800), 6);
  });

  it('shrinks a tall report to the page height and centres it', () => {
    const placement = fitOnPage({ width: 800, height: 2000 });
    expect(placement.height).toBeCloseTo(A4.height - 2 * PAGE_MARGIN_MM, 6);
    expect(placement.width).toBeCloseTo(placement.height * 0.4, 6);
    expect(placement.x + placement.width / 2).toBeCloseTo(A4.width / 2, 6);
  });

  it('refuses an empty image', () => {
    expect(() => fitOnPage({ width: 0, height: 10 })).toThrow(RangeError);
  });
});

describe('download file names', () => {
  it('names files after the day the assessment was taken', () => {
    expect(downloadFileName('pdf', new Date(2025, 0, 9))).toBe('lifewheel-results-2025-01-09.pdf');
    expect(downloadFileName('png', new Date(2025, 11, 31, 23, 59))).toBe('lifewheel-wheel-2025-12-31.png');
  });
});
