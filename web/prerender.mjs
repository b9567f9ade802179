// Writes the HTML of every public page in every language into web/dist, so the first paint never
// waits for JavaScript. Runs after the client build (dist/) and the server build (dist-server/).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = dirname(fileURLToPath(import.meta.url));
const dist = join(web, 'dist');
const { render, PAGE_PATHS, PREFIXED_LANGUAGES, localizedPath } = await import(pathToFileURL(join(web, 'dist-server/entry-server.js')).href);
const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's own chunk and what it imports, preloaded so hydration does not wait for them. */
function preloadsFor(pageModule) {
  const seen = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  walk(entryKey);
  // The entry's own imports are already preloaded by Vite's tags in the template.
  const already = new Set(seen);
  seen.clear();
  walk(pageModule);
  return [...seen].filter((file) => !already.has(file)).map((file) => `<link rel="modulepreload" href="/${file}" />`).join('\n    ');
}

const PAGE_MODULE = (path) => {
  if (path === '/') return 'src/pages/home-page.tsx';
  if (path === '/assessment') return 'src/pages/assessment-page.tsx';
  if (path === '/customize') return 'src/pages/customize-page.tsx';
  if (path === '/coaching-tools') return 'src/pages/coaching-tools-page.tsx';
  return 'src/pages/domain-page.tsx';
};

function fill(page, path) {
  const title = escapeHtml(page.head.title ?? 'Lifewheel');
  const description = escapeHtml(page.head.description ?? '');
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.language}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${description}" />`)
    .replace('<!--head-->', preloadsFor(PAGE_MODULE(path)))
    .replace('<!--app-->', page.html);
}

// The shell for pages that cannot be pre-rendered (results by token, not found): the client renders them.
await writeFile(join(dist, 'app-shell.html'), template.replace('<!--head-->', '').replace('<!--app-->', ''));

let count = 0;
for (const language of ['en', ...PREFIXED_LANGUAGES]) {
  for (const path of PAGE_PATHS) {
    const url = localizedPath(language, path);
    const page = await render(`http://localhost${url}`);
    const file = url === '/' ? join(dist, 'index.html') : join(dist, url.slice(1), 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, fill(page, path));
    count += 1;
  }
}
await rm(join(web, 'dist-server'), { recursive: true, force: true });
console.log(`pre-rendered ${count} pages`);
