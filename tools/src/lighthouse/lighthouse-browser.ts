import type { Browser } from 'playwright-core';
import { writeFile } from 'node:fs/promises';
import lighthouse from 'lighthouse';
import { freePort, launchChromium } from '@lifewheel/testing';
import type { PageScores } from './page-scores.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/**
 * Lighthouse's default run (mobile, simulated throttling) against Debian's Chromium, started by
 * the same helper as the browser tests so it carries the flags that keep it off the network.
 * One browser serves every run; Lighthouse opens a fresh tab and clears the origin's storage each
 * time, so every run is a first visit.
 */
export class LighthouseBrowser {
  private constructor(
    private readonly browser: Browser,
    private readonly port: number,
  ) {}

  static async start(): Promise<LighthouseBrowser> {
    const port = await freePort();
    const browser = await launchChromium({ extraArgs: [`--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'] });
    return new LighthouseBrowser(browser, port);
  }

  /**
   * One run; a run whose trace came out broken (NO_NAVSTART and the like on a busy machine) is tried
   * again. `reportFile`: where to write the whole JSON report (what each metric waited for).
   */
  async audit(url: string, reportFile?: string, attempts = 3): Promise<PageScores> {
    const result = await lighthouse(url, { port: this.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (reportFile) await writeFile(reportFile, result.report as string);
    if (runtimeError) {
      if (attempts > 1) return this.audit(url, reportFile, attempts - 1);
      throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
    }
    const score = (category: Category) => {
      const value = categories[category]?.score;
      if (typeof value !== 'number') throw new Error(`Lighthouse scored no ${category} for ${url}`);
      return Math.round(value * 100);
    };
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    // The audits that cost points in the categories that must be 100 (weight 0 ones cost nothing).
    const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
      (categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      failing,
    };
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
