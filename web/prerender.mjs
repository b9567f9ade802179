// Writes the HTML of every public page in every language into web/dist, so the first paint never
// waits for JavaScript. Runs after the client build (dist/) and the server build (dist-server/).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = dirname(fileURLToPath(import.meta.url));
const dist = join(web, 'dist');
const {
  render,
  languageOfferTexts,
  premiumSectionTexts,
  ISLAND_TEXTS_ID,
  PAGE_MODULES_META,
  PAGE_PATHS,
  PREFIXED_LANGUAGES,
  PREMIUM_SECTION_PAGE_PATHS,
  RESULTS_SHELL_TOKEN,
  headLinks,
  indexNowPages,
  localizedPath,
  sitemapXml,
} = await import(pathToFileURL(join(web, 'dist-server/entry-server.js')).href);
const template = await readFile(join(dist, 'index.html'), 'utf8');
// Content pages (issue 20) load web/src/content-entry.ts, a few KB, in place of the app.
const contentTemplate = await readFile(join(dist, 'content.html'), 'utf8');
const APP_ENTRY = 'index.html';
// What web/src/boot.ts (the app page's script) imports once the page has painted.
const APP_MODULE = 'src/entry-client.tsx';
const CONTENT_ENTRY = 'content.html';
// A premium section's page: a content page's HTML that loads this island for its answer instead.
const PREMIUM_SECTION_ENTRY = 'src/premium-section-entry.tsx';
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));

// Absolute links (canonical, hreflang, sitemap) need the site's address, known only when the
// gateway runs: it replaces this token with PUBLIC_URL as it serves the file.
const ORIGIN = '%%ORIGIN%%';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunks `keys` load, with everything they import statically, and those chunks' stylesheets. */
function closure(keys) {
  const files = new Set();
  const styles = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  keys.forEach(walk);
  return { files, styles };
}

/**
 * `base` (a built template) loading `entry` instead of the script Vite wrote into it: the entry's
 * module, the modules it imports, preloaded, and its stylesheets, those the base links already
 * first and in their order, so the cascade stays the app's.
 */
function withEntry(base, entry) {
  const { files, styles } = closure([entry]);
  const script = manifest[entry].file;
  const kept = new Set();
  const withoutOwn = base.replace(
    /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>|\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g,
    (tag, css) => {
      if (css && styles.has(css)) {
        kept.add(css);
        return tag;
      }
      return '';
    },
  );
  const tags = [
    `<script type="module" crossorigin src="/${script}"></script>`,
    ...[...files].filter((file) => file !== script).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].filter((file) => !kept.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return withoutOwn.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

// Per entry: the modules its page loads anyway, and the stylesheets its HTML links already.
const entryChunksCache = new Map();
function entryChunks(entry, afterPaint) {
  if (!entryChunksCache.has(entry)) entryChunksCache.set(entry, { loaded: closure([entry, ...afterPaint]).files, linked: closure([entry]).styles });
  return entryChunksCache.get(entry);
}

/**
 * The page's own chunk and what it imports, preloaded so hydration does not wait for them, and
 * every stylesheet the page will use, linked so the first paint already has the page's layout: were
 * they left to the lazy route (or to the app's module, which boot.ts imports after the first paint),
 * the page would reflow under the reader when they arrive (issue 20's layout shift). Leaves out what
 * the HTML's entry links itself, and the modules the app's module preloads as it is imported.
 */
function preloadsFor(pageModule, entry = APP_ENTRY) {
  const afterPaint = entry === APP_ENTRY ? [APP_MODULE] : [];
  const { loaded, linked } = entryChunks(entry, afterPaint);
  const page = closure([pageModule, ...afterPaint]);
  return {
    modules: [...closure([pageModule]).files].filter((file) => !loaded.has(file)).map((file) => `/${file}`),
    // After the app's own stylesheet, where Vite would append them: the cascade then stays the same.
    styles: [...page.styles].filter((file) => !linked.has(file)).map((file) => `<link rel="stylesheet" href="/${file}" />`),
  };
}

// A results page depends on its token, so it cannot be pre-rendered; its loading state can, per
// language, so the page paints at once and hydrates while the assessment is fetched. Hydration
// keeps the HTML's attributes, so the gateway writes each request's token into the links.
const RESULTS_SHELL_PATH = `/results/${RESULTS_SHELL_TOKEN}`;

// Texts that are chunks of their own and that a hydrated page's `load` fetches before it renders
// (web/src/app/lazy-page.tsx), in English (the fallback) and the page's language: preloaded like the
// page's chunk, so hydration does not wait a round trip more for them.
const PAGE_TEXTS = { [RESULTS_SHELL_PATH]: ['follow-ups'] };

/**
 * Pages that depend on who is asking (the session, the checkout), so the browser renders them: each
 * gets a head per language all the same (title, description, lang and dir), so a Japanese visitor's
 * tab and the first paint say Japanese before any script runs. The body stays empty.
 */
const HEAD_ONLY_SHELLS = {
  '/login': 'src/pages/login-page.tsx',
  '/login/verify': 'src/pages/login-verify-page.tsx',
  '/premium/enrollment': 'src/pages/premium-enrollment-page.tsx',
  '/premium/payment': 'src/pages/premium-payment-page.tsx',
  '/premium/payment/return': 'src/pages/premium-payment-return-page.tsx',
};

const PAGE_MODULE = (path) => {
  if (HEAD_ONLY_SHELLS[path]) return HEAD_ONLY_SHELLS[path];
  if (path === '/') return 'src/pages/home-page.tsx';
  if (path === '/assessment') return 'src/pages/assessment-page.tsx';
  if (path === '/customize') return 'src/pages/customize-page.tsx';
  if (path === '/coaching-tools') return 'src/pages/coaching-tools-page.tsx';
  if (path === '/sheet') return 'src/pages/sheet-page.tsx';
  if (path === RESULTS_SHELL_PATH) return 'src/pages/results-page.tsx';
  if (PREMIUM_SECTION_PAGE_PATHS.includes(path)) return 'src/pages/premium-content-page.tsx';
  return 'src/pages/domain-page.tsx';
};

function linkTags(path, language) {
  const { canonical, alternates } = headLinks(ORIGIN, path, language);
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}" />`];
  for (const [hreflang, href] of alternates) tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
  return tags.join('\n    ');
}

function fill(page, path, head = linkTags(path, page.language)) {
  if (page.contentPage) return fillContentPage(page, path, head);
  const pageChunks = preloadsFor(PAGE_MODULE(path));
  const languageChunks = preloadsFor(`src/i18n/locales/${page.language}/index.ts`);
  const textChunks = (PAGE_TEXTS[path] ?? []).flatMap((file) =>
    [...new Set(['en', page.language])].flatMap((language) => preloadsFor(`src/i18n/locales/${language}/${file}.ts`).modules),
  );
  // Not modulepreload links: the browser would fetch them beside the first paint's stylesheets.
  // boot.ts preloads them with the app once the page has painted.
  const modules = [...new Set([...pageChunks.modules, ...languageChunks.modules, ...textChunks])];
  const pageModules = `<meta name="${PAGE_MODULES_META}" content="${escapeHtml(modules.join(' '))}" />`;
  return fillTemplate(template, page, head, [pageModules], [...new Set([...pageChunks.styles, ...languageChunks.styles])]);
}

/**
 * A content page is never hydrated: it gets the page's stylesheets (so it looks as the app draws
 * it), but none of the app's modules, neither the page's chunk nor its language's texts.
 */
function fillContentPage(page, path, head) {
  const { styles } = preloadsFor(PAGE_MODULE(path), CONTENT_ENTRY);
  return fillTemplate(contentTemplate, page, head, [], styles);
}

/**
 * A premium section's page: a content page whose island draws the answer with the texts written
 * into the page. Not for search engines: what it shows depends on who asks.
 */
const premiumSectionTemplate = withEntry(contentTemplate, PREMIUM_SECTION_ENTRY);

/** `textsJson`: the island's texts in the page's language, the same for every section. */
function fillPremiumSectionPage(page, path, textsJson) {
  const { styles } = preloadsFor(PAGE_MODULE(path), PREMIUM_SECTION_ENTRY);
  const texts = `<script type="application/json" id="${ISLAND_TEXTS_ID}">${textsJson}</script>`;
  return fillTemplate(premiumSectionTemplate, page, '<meta name="robots" content="noindex" />', [texts], styles);
}

function fillTemplate(base, page, head, headTags, styles) {
  const title = escapeHtml(page.head.title ?? 'Lifewheel');
  const description = escapeHtml(page.head.description ?? '');
  // The description's tag whatever its layout: Prettier breaks it over lines in index.html, and a
  // stricter pattern left the English description on every language's page.
  return base
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.language}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, `<meta name="description" content="${description}" />`)
    .replace('<!--head-->', [head, ...headTags].join('\n    '))
    .replace('</head>', [...styles, '</head>'].join('\n  '))
    .replace('<!--app-->', page.html);
}

// The shell for pages that cannot be pre-rendered (results by token, not found): the client renders
// them. Results are private links, so search engines are asked not to index them.
await writeFile(join(dist, 'app-shell.html'), template.replace('<!--head-->', '<meta name="robots" content="noindex" />').replace('<!--app-->', ''));
await writeFile(join(dist, 'sitemap.xml'), sitemapXml(ORIGIN));
await writeFile(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /results/\nDisallow: /shared/\nDisallow: /unsubscribe/\nDisallow: /mailing-list/confirm/\nSitemap: ${ORIGIN}/sitemap.xml\n`,
);

let count = 0;
/** Writes a page's HTML where the gateway serves its address from (`/ja/family` is ja/family/index.html). */
async function writePage(url, html) {
  const file = url === '/' ? join(dist, 'index.html') : join(dist, url.slice(1), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  count += 1;
}

// What each page says, for IndexNow's content hashes (only the sitemap's URLs are kept).
const contents = new Map();
for (const language of ['en', ...PREFIXED_LANGUAGES]) {
  for (const path of PAGE_PATHS) {
    const url = localizedPath(language, path);
    const page = await render(`http://localhost${url}`);
    contents.set(url, { title: page.head.title ?? '', description: page.head.description ?? '', html: page.html });
    await writePage(url, fill(page, path));
  }
}
for (const language of ['en', ...PREFIXED_LANGUAGES]) {
  const page = await render(`http://localhost${localizedPath(language, RESULTS_SHELL_PATH)}`);
  await mkdir(join(dist, 'shells'), { recursive: true });
  await writeFile(join(dist, 'shells', `results.${language}.html`), fill(page, RESULTS_SHELL_PATH, '<meta name="robots" content="noindex" />'));
  for (const path of Object.keys(HEAD_ONLY_SHELLS)) {
    // Rendered only for its head: what the page shows depends on the browser's session.
    const { head, dir } = await render(`http://localhost${localizedPath(language, path)}`);
    const name = path.slice(1).replaceAll('/', '-');
    await writeFile(
      join(dist, 'shells', `${name}.${language}.html`),
      fill({ html: '', head, language, dir }, path, '<meta name="robots" content="noindex" />'),
    );
  }
}

for (const language of ['en', ...PREFIXED_LANGUAGES]) {
  const texts = await premiumSectionTexts(language);
  for (const path of PREMIUM_SECTION_PAGE_PATHS) {
    const url = localizedPath(language, path);
    await writePage(url, fillPremiumSectionPage(await render(`http://localhost${url}`), path, texts));
  }
}

// What a content page offers a visitor whose browser speaks another language, in that language
// (web/src/content/language-offer.ts fetches it only then).
await mkdir(join(dist, 'language-offers'), { recursive: true });
for (const language of PREFIXED_LANGUAGES) {
  await writeFile(join(dist, 'language-offers', `${language}.json`), `${JSON.stringify(await languageOfferTexts(language))}\n`);
}

await writeFile(
  join(dist, 'indexnow-pages.json'),
  `${JSON.stringify(
    indexNowPages((url) => {
      const content = contents.get(url);
      if (!content) throw new Error(`the sitemap lists ${url}, which was not pre-rendered`);
      return content;
    }),
  )}\n`,
);

await rm(join(web, 'dist-server'), { recursive: true, force: true });
// Only a template: no address serves it.
await rm(join(dist, 'content.html'), { force: true });
console.log(`pre-rendered ${count} pages`);
