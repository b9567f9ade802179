import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, type Language } from '../web/src/i18n/languages.js';
import { TestStack } from '@lifewheel/testing';
import { LighthouseBrowser } from '@lifewheel/tools/lighthouse';

// A slice of `npm run lighthouse` (issue 20) as a gate: one Lighthouse mobile run (simulated
// throttling) of two pages in a left-to-right and a right-to-left language. Accessibility, best
// practices and SEO depend only on the page, so they must be 100 whatever the machine does.
// Performance is simulated from the trace, but the time each script task took still comes from
// this machine: on a 2-core VM shared with five other jobs these pages scored 69 to 96, where
// issue 20 measured 96 to 100 on a quieter one. Other work only ever makes a run slower, so a run
// below the floor is tried once more and the better one counts. The floor catches a real regression
// (a render-blocking script, a layout shift: each costs 10 to 30 points) without failing on a busy runner.
const PERFORMANCE_FLOOR = 70;
const PAGES: [Language, string][] = [
  ['en', '/'],
  ['en', '/assessment'],
  ['ar', '/'],
  ['ar', '/assessment'],
];

describe('Lighthouse slice (mobile)', () => {
  let stack: TestStack;
  let lighthouse: LighthouseBrowser;

  beforeAll(async () => {
    // Billing: the home page's premium card shows the price it charges (issue 25).
    stack = await TestStack.start({ processes: ['gateway', 'assessments', 'billing', 'observability'] });
    lighthouse = await LighthouseBrowser.start();
  });
  afterAll(async () => {
    await lighthouse?.close();
    await stack?.stop();
  });

  it.each(PAGES)(
    '%s %s: accessibility, best practices and SEO 100, performance at least the floor',
    async (language, path) => {
      const url = `${stack.gatewayUrl}${localizedPath(language, path)}`;
      let scores = await lighthouse.audit(url);
      if (scores.performance < PERFORMANCE_FLOOR) {
        const again = await lighthouse.audit(url);
        if (again.performance > scores.performance) scores = again;
      }
      console.log(`${localizedPath(language, path)}: ${JSON.stringify(scores)}`);
      expect({ accessibility: scores.accessibility, bestPractices: scores.bestPractices, seo: scores.seo, failing: scores.failing }).toEqual({
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        failing: [],
      });
      expect(scores.performance).toBeGreaterThanOrEqual(PERFORMANCE_FLOOR);
    },
    180_000,
  );
});
