import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@lifewheel/testing';
import { CONTENT_PAGE_PATHS, PREMIUM_SECTION_PAGE_PATHS } from '../web/src/app/content-pages.js';
import { LANGUAGES, PREFIXED_LANGUAGES, localizedPath } from '../web/src/i18n/languages.js';

const DIST = join(REPO_ROOT, 'web/dist');
// As in web/src/i18n/language-bundles.ts, which Node cannot import (it uses import.meta.glob).
const BUILT_IN = new Set<string>(['es', 'fr', 'de', 'it', 'nl']);
// English ships with the app, signed-in namespaces included (auth, dashboard, premium, account:
// about 4.7 KB gzipped). Issue 20's target for app pages: 120 KB. React and react-dom were 67 KB of
// every app page (135 KB for /assessment, 148 for a results page, 160 for login); rendered by
// Preact's compatibility layer (web/renderer-aliases.ts), about 12 KB, the heaviest (login) weighs
// about 101 KB.
const BUDGET_BYTES = 120 * 1024;
// Issue 20: a content page (`/`, the 12 domain pages, `/coaching-tools`, the premium section pages)
// loads at most 60 KB of JavaScript on a first visit. It loads web/src/content-entry.ts, not the
// app: about 4 KB; a premium section's page its island (premium-section-entry.tsx), about 34 KB.
const CONTENT_BUDGET_BYTES = 60 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = () => JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

/** What the HTML itself makes the browser fetch: its module scripts and modulepreload links. */
const scriptsOfHtml = (html: string): string[] =>
  [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => (match[1] ?? match[2]) as string);

/**
 * Every script a first visit loads before the page is interactive: the HTML's module scripts and
 * preloads, the page's modules that web/src/boot.ts preloads once the page has painted (the
 * `lifewheel:page-modules` meta tag) with the app it imports then, and whatever those import
 * statically (the manifest's `imports`, followed to the end), so a chunk the HTML forgot to preload
 * is counted all the same. Lazy imports are not: they load when a person goes where they are needed.
 */
function firstVisitScripts(page: string, htmlFile = join(page, 'index.html')): string[] {
  const html = readFileSync(join(DIST, htmlFile), 'utf8');
  const pageModules = /<meta name="lifewheel:page-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  const manifest = readManifest();
  const afterPaint = manifest['index.html']!.dynamicImports!.map((key) => `/${manifest[key]!.file}`);
  const sources = [...scriptsOfHtml(html), ...pageModules, ...(html.includes(`src="/${manifest['index.html']!.file}"`) ? afterPaint : [])];
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  // As the manifest names them: relative to the build folder.
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const key = keyOf.get(file);
    for (const imported of (key && manifest[key]?.imports) ?? []) visit(manifest[imported]!.file);
  };
  for (const source of sources) visit(source.replace(/^\//, ''));
  return [...files];
}

/** The page's folder in web/dist: `` for `/`, `ar/family` for `/ar/family`. */
const folderOf = (url: string) => url.slice(1);

const gzipped = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

describe('first-visit JavaScript budget (built output)', () => {
  /**
   * Every page of `paths` in every language, checked by `check` and held to the content pages'
   * budget; logs the figures of the pages `logged` picks.
   */
  function holdToContentBudget(
    label: string,
    paths: readonly string[],
    check: (url: string, scripts: string[]) => void,
    logged: (language: string, path: string) => boolean,
  ): void {
    const figures: string[] = [];
    const over: string[] = [];
    for (const language of LANGUAGES) {
      for (const path of paths) {
        const url = localizedPath(language, path);
        const scripts = firstVisitScripts(folderOf(url));
        check(url, scripts);
        const total = scripts.reduce((sum, file) => sum + gzipped(file), 0);
        if (total > CONTENT_BUDGET_BYTES) over.push(`${url}: ${(total / 1024).toFixed(1)} KB`);
        if (logged(language, path)) figures.push(`${url} ${(total / 1024).toFixed(1)} KB in ${scripts.length} scripts`);
      }
    }
    console.log(`${label}, first visit (gzip): ${figures.join(', ')}`);
    expect(over).toEqual([]);
  }

  it('keeps every content page, in every language, at most 60 KB of gzipped JavaScript, without the app', () => {
    const appEntry = readManifest()['index.html']!.file;
    holdToContentBudget(
      'content pages',
      CONTENT_PAGE_PATHS,
      (url, scripts) => {
        expect(scripts.length, url).toBeGreaterThan(0);
        expect(scripts, url).not.toContain(appEntry);
        const code = scripts.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
        // The element marker of React (and of Preact's compatibility layer): no renderer at all.
        expect(code, url).not.toMatch(/react\.(transitional\.)?element/);
      },
      (language, path) => ['en', 'ar'].includes(language) && ['/', '/coaching-tools', '/family'].includes(path),
    );
  });

  it('keeps every premium section page, in every language, at most 60 KB of gzipped JavaScript: its island, without the app', () => {
    const manifest = readManifest();
    const bootScript = manifest['index.html']!.file;
    holdToContentBudget(
      'premium section pages',
      PREMIUM_SECTION_PAGE_PATHS,
      (url, scripts) => {
        expect(scripts, url).toContain(manifest['src/premium-section-entry.tsx']!.file);
        // Neither the app nor its router and query cache: Preact and i18next only.
        expect(
          scripts.filter((file) => file === bootScript || /\/(framework|entry-client)-/.test(file)),
          url,
        ).toEqual([]);
      },
      (language, path) => ['en', 'ja'].includes(language) && path.endsWith('/tools'),
    );
  });

  it('keeps every app page, in every language, at most 120 KB of gzipped JavaScript besides the texts of its language', () => {
    const manifest = readManifest();
    // English ships with the app; another language's texts are its own chunks (its bundle, and
    // texts a page fetches for itself, with the regional parent each imports), loaded with the
    // page: the budget is the app's, as English counts it.
    const textsOf = (language: string): string[] =>
      language === 'en'
        ? []
        : Object.keys(manifest)
            .filter((key) => key.startsWith(`src/i18n/locales/${language}/`))
            .flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.imports ?? []).map((imported) => manifest[imported]!.file)]);
    const pages = LANGUAGES.flatMap((language) =>
      ['/assessment', '/customize'].map((path) => ({ language, htmlFile: join(folderOf(localizedPath(language, path)), 'index.html') })),
    );
    // Pages the browser renders: the app shell, and the shells with a per-language head.
    const shells = readdirSync(join(DIST, 'shells')).map((file) => {
      const language = file.split('.')[1] ?? '';
      return { language, htmlFile: join('shells', file) };
    });
    const over: string[] = [];
    // The heaviest language of each route, logged so a budget can be set from it.
    const heaviest = new Map<string, number>();
    for (const { language, htmlFile } of [...pages, { language: 'en', htmlFile: 'app-shell.html' }, ...shells]) {
      const texts = textsOf(language);
      const total = firstVisitScripts('', htmlFile)
        .filter((file) => !texts.includes(file))
        .reduce((sum, file) => sum + gzipped(file), 0);
      if (total > BUDGET_BYTES) over.push(`${htmlFile}: ${(total / 1024).toFixed(1)} KB`);
      const route = htmlFile.startsWith('shells/')
        ? htmlFile.split(/[/.]/)[1]!
        : htmlFile
            .replace(/\/index\.html$|\.html$/, '')
            .split('/')
            .at(-1)!;
      heaviest.set(route, Math.max(heaviest.get(route) ?? 0, total));
    }
    console.log(`app pages, heaviest language (gzip): ${[...heaviest].map(([route, total]) => `${route} ${(total / 1024).toFixed(1)} KB`).join(', ')}`);
    expect(pages.length + shells.length).toBeGreaterThan(100);
    expect(over).toEqual([]);
  });

  it.each(['', 'assessment'])('/%s loads at most 120 KB of gzipped JavaScript', (page) => {
    const scripts = firstVisitScripts(page);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`/${page}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} scripts`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('builds chunks that never import each other in a circle (a chunk could then run before what it needs)', () => {
    const manifest = readManifest();
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (key: string, path: string[]) => {
      if (state.get(key) === 'open') circles.push([...path, key].join(' -> '));
      if (state.has(key)) return;
      state.set(key, 'open');
      for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key]);
      state.set(key, 'done');
    };
    for (const key of Object.keys(manifest)) visit(key, []);
    expect(circles).toEqual([]);
  });

  it('keeps an app page to a few requests: the libraries and the app are a chunk each', () => {
    const counts = ['assessment', 'ar/customize'].map((page) => firstVisitScripts(page).length);
    const results = firstVisitScripts('results', 'shells/results.en.html').length;
    console.log(`scripts on a first visit: /assessment ${counts[0]}, /ar/customize ${counts[1]}, a results page ${results}`);
    // Over HTTP/1.1's six connections to a host, each six more cost a slow phone another round trip.
    for (const count of [...counts, results]) expect(count).toBeLessThanOrEqual(24);
  });

  it('fetches only the small boot script before an app page first paints; the app comes after', () => {
    const manifest = readManifest();
    const boot = manifest['index.html']!;
    const beforePaint = [boot.file, ...(boot.imports ?? []).map((key) => manifest[key]!.file)];
    const total = beforePaint.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`boot script, before the first paint (gzip): ${(total / 1024).toFixed(1)} KB`);
    expect(total).toBeLessThanOrEqual(6 * 1024);
    for (const page of ['assessment', 'ar/customize']) {
      const html = readFileSync(join(DIST, page, 'index.html'), 'utf8');
      const fetchedWithHtml = scriptsOfHtml(html).map((source) => source.replace(/^\//, ''));
      expect(fetchedWithHtml.sort(), page).toEqual([...beforePaint].sort());
      // The page's own chunk is listed for after the paint, not fetched with the HTML.
      expect(firstVisitScripts(page).length, page).toBeGreaterThan(beforePaint.length + 5);
    }
  });

  it("loads no language but the page's own with a first visit, and each language is its own chunk", () => {
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const entryOf = (language: string) => manifest[`src/i18n/locales/${language}/index.ts`];
    const chunkOf = (language: string) => entryOf(language)?.file;
    // A language may be written as another (pt is Brazilian Portuguese): its chunk then imports that one.
    const sharedWith = (language: string) => (entryOf(language)?.imports ?? []).map((key) => manifest[key]?.file);
    const others = PREFIXED_LANGUAGES.filter((language) => !BUILT_IN.has(language));
    for (const language of PREFIXED_LANGUAGES) expect(chunkOf(language), language).toBeDefined();
    // A content page carries its text in the HTML: no language's chunk at all.
    for (const page of ['', 'assessment', 'de', 'ja/coaching-tools']) {
      const scripts = firstVisitScripts(page);
      expect(
        PREFIXED_LANGUAGES.filter((language) => scripts.includes(chunkOf(language)!)),
        `/${page}`,
      ).toEqual([]);
    }
    for (const language of PREFIXED_LANGUAGES) {
      // The app, on an app page.
      const scripts = firstVisitScripts(`${language}/assessment`);
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
