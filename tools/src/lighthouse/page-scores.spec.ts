import { describe, expect, it } from 'vitest';
import { medianScores, scoreTable, type PageScores } from './page-scores.js';

const run = (performance: number, cls: number, failing: string[] = []): PageScores => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls,
  fcp: 1000 + performance,
  lcp: 2000,
  tbt: 100 - performance,
  failing,
});

describe('Lighthouse scores', () => {
  it('takes the median of each figure on its own, so one slow run moves nothing', () => {
    const summary = medianScores([run(99, 0.01), run(60, 0.3, ['color-contrast']), run(97, 0)]);
    expect(summary).toMatchObject({ performance: 97, cls: 0.01, fcp: 1097, tbt: 3 });
    // A miss in any run still shows.
    expect(summary.failing).toEqual(['color-contrast']);
    expect(medianScores([run(90, 0), run(100, 0.02)])).toMatchObject({ performance: 95, cls: 0.01 });
    expect(() => medianScores([])).toThrow(/no Lighthouse runs/);
  });

  it('prints a row a page, with what kept a category below 100', () => {
    const table = scoreTable([
      { language: 'en', page: '/', scores: run(100, 0) },
      { language: 'ar', page: '/assessment', scores: run(98, 0.005, ['html-has-lang']) },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/^\| page +\| perf \| a11y \|/);
    expect(table[2]).toMatch(/^\| en \/ +\| {2}100 \| {2}100 \| 100 \| 100 \| 0\.000 \| {2}1\.1 s \| {2}2\.0 s \| {3}0 ms \| {2}\|$/);
    expect(table[3]).toContain('| ar /assessment |   98 |');
    expect(table[3]).toMatch(/\| html-has-lang \|$/);
  });
});
