import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@lifewheel/testing';

const DIST = join(REPO_ROOT, 'web/dist');
const BUDGET_BYTES = 150 * 1024;

/** Every script a first visit loads before the page is interactive: the entry and its preloads. */
function firstVisitScripts(page: string): string[] {
  const html = readFileSync(join(DIST, page, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] as string);
  return [...new Set(sources)];
}

const gzipped = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

describe('first-visit JavaScript budget (built output)', () => {
  it.each(['', 'assessment'])('/%s loads at most 150 KB of gzipped JavaScript', (page) => {
    const scripts = firstVisitScripts(page);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`/${page}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} scripts`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('keeps the PDF code, the insight texts and the coaching library out of the first visit', () => {
    for (const page of ['', 'assessment']) {
      const code = firstVisitScripts(page).map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
      expect(code).not.toMatch(/jsPDF|PDFDocument/);
      expect(code).not.toContain('Best Possible Self');
    }
  });
});
