/** What one Lighthouse run says about one page: the four category scores (0-100) and the metrics. */
export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative layout shift, unitless. */
  cls: number;
  /** Milliseconds, as Lighthouse simulates them on its throttled mobile. */
  fcp: number;
  lcp: number;
  tbt: number;
  /** Audits that kept accessibility, best practices or SEO below 100 (their ids), to say what to fix. */
  failing: string[];
}

const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'cls', 'fcp', 'lcp', 'tbt'] as const;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median of several runs, figure by figure: one slow run on a shared machine then moves no
 * figure. The failing audits are every one any run saw, so a flaky miss still shows.
 */
export function medianScores(runs: readonly PageScores[]): PageScores {
  if (runs.length === 0) throw new Error('no Lighthouse runs to summarise');
  const summary = Object.fromEntries(FIGURES.map((figure) => [figure, median(runs.map((run) => run[figure]))])) as Omit<PageScores, 'failing'>;
  return { ...summary, failing: [...new Set(runs.flatMap((run) => run.failing))].sort() };
}

export interface ScoredPage {
  language: string;
  page: string;
  scores: PageScores;
}

const COLUMNS: { title: string; width: number; cell: (scores: PageScores) => string }[] = [
  { title: 'perf', width: 4, cell: (s) => String(Math.round(s.performance)) },
  { title: 'a11y', width: 4, cell: (s) => String(Math.round(s.accessibility)) },
  { title: 'bp', width: 3, cell: (s) => String(Math.round(s.bestPractices)) },
  { title: 'seo', width: 3, cell: (s) => String(Math.round(s.seo)) },
  { title: 'CLS', width: 5, cell: (s) => s.cls.toFixed(3) },
  { title: 'FCP', width: 6, cell: (s) => `${(s.fcp / 1000).toFixed(1)} s` },
  { title: 'LCP', width: 6, cell: (s) => `${(s.lcp / 1000).toFixed(1)} s` },
  { title: 'TBT', width: 6, cell: (s) => `${Math.round(s.tbt)} ms` },
];

/** A Markdown table, one row a page and language, with what kept a category below 100 at the end. */
export function scoreTable(rows: readonly ScoredPage[]): string {
  const pageWidth = Math.max(4, ...rows.map((row) => row.language.length + row.page.length + 1));
  const header = `| ${'page'.padEnd(pageWidth)} | ${COLUMNS.map((c) => c.title.padStart(c.width)).join(' | ')} | below 100 because |`;
  const rule = `|${'-'.repeat(pageWidth + 2)}|${COLUMNS.map((c) => `${'-'.repeat(c.width + 1)}:`).join('|')}|---|`;
  const lines = rows.map(
    ({ language, page, scores }) =>
      `| ${`${language} ${page}`.padEnd(pageWidth)} | ${COLUMNS.map((c) => c.cell(scores).padStart(c.width)).join(' | ')} | ${scores.failing.join(', ')} |`,
  );
  return [header, rule, ...lines].join('\n');
}
