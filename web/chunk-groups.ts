import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The libraries every app page needs, two chunks of their own (they import nothing of the app): the
 * renderer and the texts' library, which the premium section pages' island uses too, and the router
 * and the query cache, which only the app does.
 */
export const RENDERER = /[\\/]node_modules[\\/](preact|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/;
export const FRAMEWORK = /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/;
const isLibraryChunk = (id: string) => RENDERER.test(id) || FRAMEWORK.test(id);
const isLibrary = (id: string) => id.includes('node_modules');

interface ChunkGroupOptions {
  /** The app's entry, which boot.ts imports once the page has painted. */
  app: string;
  /** The app pages' first script (boot.ts), which imports the app once the page has painted. */
  boot: string;
  /** The pre-rendered app pages whose shared helpers travel together. */
  publicPages: string[];
  /** The content pages' script. */
  contentScript: string;
  /** A first script that renders with the app's own components (the premium section pages' island). */
  island: string;
}

/**
 * Which modules the browser build puts together (issue 20). Left to the automatic chunking, every
 * module a lazy page shared with another became a chunk of its own, a few hundred bytes each, and a
 * results page's first visit took 31 requests: over HTTP/1.1's six connections to a host, on a slow
 * phone, each six more cost another round trip. The groups:
 * - `core`: what the app's entry imports statically, less what the first scripts import, goes into
 *   the entry's own chunk.
 * - `pageHelpers`: the app's modules the public app pages import statically, less the core and the
 *   first scripts', and only those that reach no library but the framework's: a chunk for each set
 *   of those pages that import them (the results page's own helpers, those it shares with the
 *   assessment, ...), so no page loads another's code.
 * - `withRenderer` and `scriptParts`: the first scripts' own modules (firstScriptParts below).
 * No group takes a module's dependencies along, so each must be closed under them (the first
 * scripts' modules and the libraries import nothing of the app); otherwise two chunks could import
 * each other, and one run before what it needs (e2e/bundle-budget.e2e-spec.ts checks the build).
 * The sets are filled once the build has read every module; the chunks are made after that.
 */
export function chunkGroups({ app, boot, publicPages, contentScript, island }: ChunkGroupOptions): {
  core: Set<string>;
  /** The chunk's name for each helper module. */
  pageHelpers: Map<string, string>;
  /** The app's modules the island shares with the app's entry: they travel with the renderer, which both load. */
  withRenderer: Set<string>;
  /** The chunk's name for each module of the island or of the content pages' script that the app's entry does not import. */
  scriptParts: Map<string, string>;
  plugin: Plugin;
} {
  const core = new Set<string>();
  const pageHelpers = new Map<string, string>();
  const withRenderer = new Set<string>();
  const scriptParts = new Map<string, string>();
  const first = new Set<string>();
  const plugin: Plugin = {
    name: 'lifewheel:chunk-groups',
    apply: 'build',
    buildEnd() {
      /** What `entries` import statically, or also lazily (`lazy`). */
      const closure: Closure = (entries, { lazy = false } = {}) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const imported of [...(info?.importedIds ?? []), ...(lazy ? (info?.dynamicallyImportedIds ?? []) : [])]) visit(imported);
        };
        entries.forEach(visit);
        return seen;
      };
      const root = resolve(import.meta.dirname);
      const paths = (files: string[]) => files.map((file) => resolve(root, file));
      // The scripts a page's HTML loads first: their modules never join the app's groups.
      for (const id of closure(paths([boot, contentScript, island]))) first.add(id);
      // A package's index re-exports all of it: the whole package would count as the first
      // scripts', stay out of the entry's chunk, and the two chunks would import each other.
      const index = [...first].find((id) => /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]index\.ts$/.test(id));
      if (index) {
        const importers = [...first].filter((id) => this.getModuleInfo(id)?.importedIds.includes(index));
        this.error(`${importers.join(', ')} (imported by a first script) import ${index}: import the entry point they need instead`);
      }
      const appModules = closure(paths([app]));
      for (const id of appModules) if (!first.has(id) && !isLibrary(id)) core.add(id);
      const parts = firstScriptParts(closure, this.getModuleInfo.bind(this), {
        islandPath: paths([island])[0]!,
        contentPath: paths([contentScript])[0]!,
        bootModules: closure(paths([boot])),
        appModules,
        appEverywhere: closure(paths([app]), { lazy: true }),
        publicPageModules: closure(paths(publicPages)),
      });
      for (const [id, chunk] of parts) {
        if (chunk === 'renderer') withRenderer.add(id);
        else scriptParts.set(id, chunk);
      }
      // A page's texts per language stay chunks of their own; so do the pages themselves.
      const pages = new Set(paths(publicPages));
      const candidates = [...closure([...pages])].filter(
        (id) => !pages.has(id) && !first.has(id) && !core.has(id) && !isLibrary(id) && !/[\\/]locales[\\/]/.test(id) && !id.startsWith('\0'),
      );
      const grouped = (id: string, helpers: Set<string>) => first.has(id) || core.has(id) || isLibraryChunk(id) || helpers.has(id);
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
  return { core, pageHelpers, withRenderer, scriptParts, plugin };
}

type Closure = (entries: string[], options?: { lazy?: boolean }) => Set<string>;
type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * The first scripts' own modules, a chunk per script rather than one per set of importers (the
 * island alone took 14 requests): what the island shares with the app's entry or its public pages
 * goes with the renderer, which they all load (a few hundred bytes more for the app); what else it
 * shares with the app's pages is `premium-section`, which the premium pages load; what only the
 * content pages' script (and the island) use is `content-page`. The island's own modules stay in
 * its entry's chunk. Only modules whose imports all land in their own chunk, in one it may import,
 * or in the boot and content scripts' chunks (which import none of these), so no two chunks import
 * each other.
 */
function firstScriptParts(
  closure: Closure,
  infoOf: ModuleInfoOf,
  sets: {
    islandPath: string;
    contentPath: string;
    bootModules: Set<string>;
    appModules: Set<string>;
    appEverywhere: Set<string>;
    publicPageModules: Set<string>;
  },
): Map<string, 'renderer' | 'premium-section' | 'content-page'> {
  const { islandPath, contentPath, bootModules, appModules, appEverywhere, publicPageModules } = sets;
  const islandModules = closure([islandPath]);
  const contentModules = closure([contentPath]);
  const own = (id: string) => !isLibrary(id) && !id.startsWith('\0') && !bootModules.has(id) && id !== islandPath && id !== contentPath;
  let kept = new Map<string, 'renderer' | 'premium-section' | 'content-page'>();
  for (const id of islandModules) {
    if (!own(id) || contentModules.has(id)) continue;
    if (appModules.has(id) || publicPageModules.has(id)) kept.set(id, 'renderer');
    else if (appEverywhere.has(id)) kept.set(id, 'premium-section');
  }
  for (const id of contentModules) if (own(id) && !appEverywhere.has(id)) kept.set(id, 'content-page');
  // The island's part imports the renderer, never the other way round.
  const placed = (dependency: string, chunk: string, groups: Map<string, string>) => {
    if (bootModules.has(dependency) || contentModules.has(dependency) || RENDERER.test(dependency)) return true;
    const group = groups.get(dependency);
    return group === chunk || (group === 'renderer' && chunk === 'premium-section');
  };
  // Dropping one module can leave another importing it: repeat until nothing changes.
  for (;;) {
    const next = new Map([...kept].filter(([id, chunk]) => (infoOf(id)?.importedIds ?? []).every((dependency) => placed(dependency, chunk, kept))));
    if (next.size === kept.size) return kept;
    kept = next;
  }
}
