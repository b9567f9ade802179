import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@lifewheel/testing';
import { PREFIXED_LANGUAGES } from '../web/src/i18n/languages.js';

const DIST = join(REPO_ROOT, 'web/dist');
// As in web/src/i18n/language-bundles.ts, which Node cannot import (it uses import.meta.glob).
const BUILT_IN = new Set<string>(['es', 'fr', 'de', 'it', 'nl']);
// English ships with the app, signed-in namespaces included (auth, dashboard, premium, account:
// about 4.7 KB gzipped), so the app pages went past 150 KB when the dashboard and account screens
// arrived. The speed issue (islands and per-page entries, an app-page target of 120 KB) takes this
// down; until then this guards against anything growing further. 153 KB since the funnel's journey
// events (landing, checkout started, paid) and the focus screens' query keys joined the entry;
// 154 KB since the 204 for a visitor's user call and the shared localized-path helper (a few
// hundred bytes past 153).
const BUDGET_BYTES = 154 * 1024;

/** Every script a first visit loads before the page is interactive: the entry and its preloads. */
function firstVisitScripts(page: string, htmlFile = join(page, 'index.html')): string[] {
  const html = readFileSync(join(DIST, htmlFile), 'utf8');
  const sources = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  // As the manifest names them: relative to the build folder.
  return [...new Set(sources.map((source) => source.replace(/^\//, '')))];
}

const gzipped = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

describe('first-visit JavaScript budget (built output)', () => {
  it.each(['', 'assessment'])('/%s loads at most 154 KB of gzipped JavaScript', (page) => {
    const scripts = firstVisitScripts(page);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`/${page}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} scripts`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("loads no language but the page's own with a first visit, and each language is its own chunk", () => {
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const entryOf = (language: string) => manifest[`src/i18n/locales/${language}/index.ts`];
    const chunkOf = (language: string) => entryOf(language)?.file;
    // A language may be written as another (pt is Brazilian Portuguese): its chunk then imports that one.
    const sharedWith = (language: string) => (entryOf(language)?.imports ?? []).map((key) => manifest[key]?.file);
    const others = PREFIXED_LANGUAGES.filter((language) => !BUILT_IN.has(language));
    for (const language of PREFIXED_LANGUAGES) expect(chunkOf(language), language).toBeDefined();
    for (const page of ['', 'assessment']) {
      const scripts = firstVisitScripts(page);
      expect(
        PREFIXED_LANGUAGES.filter((language) => scripts.includes(chunkOf(language)!)),
        `/${page}`,
      ).toEqual([]);
    }
    for (const language of PREFIXED_LANGUAGES) {
      const scripts = firstVisitScripts(language);
      // The page's own language arrives with the page, before hydration; no other non-built-in one does.
      expect(scripts, language).toContain(chunkOf(language));
      expect(
        others.filter((other) => other !== language && !sharedWith(language).includes(chunkOf(other)) && scripts.includes(chunkOf(other)!)),
        language,
      ).toEqual([]);
    }
  });

  it('keeps the PDF code, the insight texts and the coaching library out of the first visit', () => {
    for (const page of ['', 'assessment']) {
      const code = firstVisitScripts(page)
        .map((file) => readFileSync(join(DIST, file), 'utf8'))
        .join('\n');
      expect(code).not.toMatch(/jsPDF|PDFDocument/);
      expect(code).not.toContain('Best Possible Self');
    }
  });

  it("keeps the What's Next forms and their schemas (zod) out of the results page's first load", () => {
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const formChunk = manifest['src/features/follow-ups/follow-up-form.tsx']?.file;
    expect(formChunk).toBeDefined();
    const scripts = firstVisitScripts('results', 'shells/results.en.html');
    expect(scripts).not.toContain(formChunk);
    const code = scripts.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
    expect(code).toContain('results-page');
    expect(code).not.toContain('$ZodType');
  });

  it('keeps the staff console (issue 17) out of every public page: its code and its texts are chunks of their own', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const consoleChunks = Object.entries(manifest)
      .filter(([source]) => source.startsWith('src/features/admin/') || source === 'src/i18n/locales/en/admin.ts')
      .map(([, entry]) => entry.file);
    expect(consoleChunks.length).toBeGreaterThanOrEqual(3);
    for (const page of ['', 'assessment', 'de', 'coaching-tools']) {
      const scripts = firstVisitScripts(page);
      expect(
        scripts.filter((file) => consoleChunks.includes(file)),
        `/${page}`,
      ).toEqual([]);
      const code = scripts.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
      expect(code, `/${page}`).not.toContain('Operations console');
    }
  });
});
