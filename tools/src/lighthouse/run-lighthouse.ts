// `npm run lighthouse`: Lighthouse mobile (simulated throttling) over issue 20's pages in en, ar,
// ja and hi, the median of 3 runs each, printed as a table. Starts the app as the browser tests do
// (built processes, a database of its own), or audits a running one: `-- --url http://127.0.0.1:3000`.
// Options: `--runs N` (default 3), `--languages en,ar`, `--pages /assessment,/customize` (a results
// page is `/results`), `--reports DIR` (each run's whole JSON report, to see what a metric waited
// for). Prints figures; it fails only when a run cannot complete (the gate is
// e2e/lighthouse.e2e-spec.ts).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isLanguage, localizedPath, type Language } from '@lifewheel/contracts';
import { TestStack, savedAssessmentToken } from '@lifewheel/testing';
import { LighthouseBrowser } from './lighthouse-browser.js';
import { LIGHTHOUSE_LANGUAGES, lighthousePages } from './lighthouse-matrix.js';
import { medianScores, scoreTable, type PageScores, type ScoredPage } from './page-scores.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    languages: { type: 'string' },
    pages: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`);
const languages = values.languages ? values.languages.split(',') : [...LIGHTHOUSE_LANGUAGES];
const unknown = languages.filter((language) => !isLanguage(language));
if (unknown.length > 0) throw new Error(`unknown languages: ${unknown.join(', ')}`);

const chosenPages = values.pages?.split(',');
const chosen = (page: string) => !chosenPages || chosenPages.some((wanted) => page === wanted || page.startsWith(`${wanted}/`));

const stack = values.url ? undefined : await TestStack.start({ processes: ['gateway', 'assessments', 'billing', 'observability'], env: { LOG_LEVEL: 'warn' } });
const baseUrl = (values.url ?? stack!.gatewayUrl).replace(/\/$/, '');
if (values.reports) await mkdir(values.reports, { recursive: true });
const browser = await LighthouseBrowser.start();
try {
  // A results page needs a saved assessment: this run saves its own.
  const token = await savedAssessmentToken(baseUrl);

  const rows: ScoredPage[] = [];
  for (const language of languages as Language[]) {
    for (const page of lighthousePages(token).filter(chosen)) {
      const path = localizedPath(language, page);
      const results: PageScores[] = [];
      for (let run = 0; run < runs; run += 1) {
        const report = values.reports && join(values.reports, `${language}-${page.split('/')[1] || 'home'}-${run + 1}.json`);
        results.push(await browser.audit(`${baseUrl}${path}`, report));
      }
      const scores = medianScores(results);
      process.stdout.write(`${path}: perf ${scores.performance}, CLS ${scores.cls.toFixed(3)}\n`);
      rows.push({ language, page: page.startsWith('/results/') ? '/results/{token}' : page, scores });
    }
  }
  console.log(`\nLighthouse mobile (simulated throttling), median of ${runs} run(s) per page, ${baseUrl}:\n`);
  console.log(scoreTable(rows));
} finally {
  await browser.close();
  await stack?.stop();
}
