// Compiles every TypeScript project of the workspace to a `dist/` folder beside its `src/`, file by
// file, with SWC. Type checking is deliberately not done here (it belongs to `npm run typecheck`
// and CI), so a build takes about a second. Then the web app is built with Vite.
//
//   node tools/build/build.mjs            everything
//   node tools/build/build.mjs --no-web   server side only
import { transformFile } from '@swc/core';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const skipWeb = process.argv.includes('--no-web');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
    keepClassNames: true,
    // Node needs `with { type: 'json' }` to import a JSON file (libs/content's data).
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
  sourceMaps: true,
};

const isTestFile = (name) => /\.(spec|int-spec|e2e-spec)\.ts$/.test(name);

async function* sourceFiles(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.json') || (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !isTestFile(entry.name))) yield path;
  }
}

async function projectRoots() {
  const roots = [];
  for (const group of ['libs', 'services']) {
    for (const entry of await readdir(join(root, group), { withFileTypes: true })) {
      if (entry.isDirectory()) roots.push(join(root, group, entry.name));
    }
  }
  roots.push(join(root, 'tools'));
  return roots;
}

async function compileProject(projectRoot) {
  const src = join(projectRoot, 'src');
  const dist = join(projectRoot, 'dist');
  await rm(dist, { recursive: true, force: true });
  let count = 0;
  const jobs = [];
  for await (const file of sourceFiles(src)) {
    const out = join(dist, relative(src, file)).replace(/\.ts$/, '.js');
    jobs.push(
      (async () => {
        // Data files (the content's JSON) go beside the code that imports them, as they are.
        if (file.endsWith('.json')) {
          await mkdir(dirname(out), { recursive: true });
          await copyFile(file, out);
          count += 1;
          return;
        }
        const { code, map } = await transformFile(file, { ...swcOptions, filename: file, sourceFileName: relative(dirname(out), file) });
        await mkdir(dirname(out), { recursive: true });
        await writeFile(out, `${code}\n//# sourceMappingURL=${out.split('/').pop()}.map\n`);
        if (map) await writeFile(`${out}.map`, map);
        count += 1;
      })(),
    );
  }
  await Promise.all(jobs);
  return count;
}

const started = performance.now();
let files = 0;
for (const projectRoot of await projectRoots()) files += await compileProject(projectRoot);
console.log(`compiled ${files} files in ${Math.round(performance.now() - started)} ms`);

if (!skipWeb) {
  // The browser bundle, the same app built for Node (to pre-render with), then the pre-rendering.
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const steps = [
    [vite, 'build', '--logLevel', 'warn'],
    [vite, 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--emptyOutDir'],
    [join(root, 'web/prerender.mjs')],
  ];
  for (const args of steps) {
    const step = spawnSync(process.execPath, args, { cwd: join(root, 'web'), stdio: 'inherit' });
    if (step.status !== 0) process.exit(step.status ?? 1);
  }
  console.log('built web/dist');
}
