import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The libraries every app page needs, one chunk of their own: they import nothing of the app. */
export const FRAMEWORK = /[\\/]node_modules[\\/](preact|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/;

interface ChunkGroupOptions {
  /** The app's entry, which boot.ts imports once the page has painted. */
  app: string;
  /** The scripts a page's HTML loads first (boot.ts, content-entry.ts): kept small, never grouped. */
  firstScripts: string[];
  /** The pre-rendered app pages whose shared helpers travel together. */
  publicPages: string[];
}

/**
 * Which modules the browser build puts together (issue 20). Left to the automatic chunking, every
 * module a lazy page shared with another became a chunk of its own, a few hundred bytes each, and a
 * results page's first visit took 31 requests: over HTTP/1.1's six connections to a host, on a slow
 * phone, each six more cost another round trip. Two groups:
 * - `core`: what the app's entry imports statically, less what the first scripts import, goes into
 *   the entry's own chunk.
 * - `pageHelpers`: the app's modules the public app pages import statically, less the core and the
 *   first scripts', and only those that reach no library but the framework's: a chunk for each set
 *   of those pages that import them (the results page's own helpers, those it shares with the
 *   assessment, ...), so no page loads another's code.
 * Neither group takes a module's dependencies along, so each must be closed under them (the first
 * scripts' modules and the libraries import nothing of the app); otherwise two chunks could import
 * each other, and one run before what it needs (e2e/bundle-budget.e2e-spec.ts checks the build).
 * The sets are filled once the build has read every module; the chunks are made after that.
 */
export function chunkGroups({ app, firstScripts, publicPages }: ChunkGroupOptions): {
  core: Set<string>;
  /** The chunk's name for each helper module. */
  pageHelpers: Map<string, string>;
  plugin: Plugin;
} {
  const core = new Set<string>();
  const pageHelpers = new Map<string, string>();
  const first = new Set<string>();
  const plugin: Plugin = {
    name: 'lifewheel:chunk-groups',
    apply: 'build',
    buildEnd() {
      const closure = (entries: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        entries.forEach(visit);
        return seen;
      };
      const root = resolve(import.meta.dirname);
      const paths = (files: string[]) => files.map((file) => resolve(root, file));
      for (const id of closure(paths(firstScripts))) first.add(id);
      // A package's index re-exports all of it: the whole package would count as the first
      // scripts', stay out of the entry's chunk, and the two chunks would import each other.
      const index = [...first].find((id) => /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]index\.ts$/.test(id));
      if (index) {
        const importers = [...first].filter((id) => this.getModuleInfo(id)?.importedIds.includes(index));
        this.error(`${importers.join(', ')} (imported by a first script) import ${index}: import the entry point they need instead`);
      }
      const isLibrary = (id: string) => id.includes('node_modules');
      for (const id of closure(paths([app]))) if (!first.has(id) && !isLibrary(id)) core.add(id);
      // A page's texts per language stay chunks of their own; so do the pages themselves.
      const pages = new Set(paths(publicPages));
      const candidates = [...closure([...pages])].filter(
        (id) => !pages.has(id) && !first.has(id) && !core.has(id) && !isLibrary(id) && !/[\\/]locales[\\/]/.test(id) && !id.startsWith('\0'),
      );
      const grouped = (id: string, helpers: Set<string>) => first.has(id) || core.has(id) || FRAMEWORK.test(id) || helpers.has(id);
      // Dropping one candidate can leave another reaching it: repeat until nothing changes.
      let kept = new Set(candidates);
      for (;;) {
        const next = new Set([...kept].filter((id) => [...closure([id])].every((dependency) => dependency === id || grouped(dependency, kept))));
        if (next.size === kept.size) break;
        kept = next;
      }
      const reachedBy = publicPages.map((file) => ({ name: file.replace(/^.*\/|-page\.tsx$/g, ''), modules: closure(paths([file])) }));
      for (const id of kept) {
        const users = reachedBy.filter((page) => page.modules.has(id)).map((page) => page.name);
        pageHelpers.set(id, `helpers-${users.join('-')}`);
      }
    },
  };
  return { core, pageHelpers, plugin };
}
