import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules the app's entry imports statically, less those the pages' first scripts (boot.ts,
 * content-entry.ts) import: a chunk group puts them into the entry's own chunk. Left to the
 * automatic chunking, every module a lazy page shares with the entry became a chunk of its own, a
 * few hundred bytes each, and an app page's first visit took over 30 requests: over HTTP/1.1's six
 * connections to a host, on a slow phone, each handful of them cost another round trip (issue 20).
 * The set is filled when the build has read every module and the chunks are made after that.
 */
export function appCoreModules({ app, firstScripts }: { app: string; firstScripts: string[] }): { modules: Set<string>; plugin: Plugin } {
  const modules = new Set<string>();
  const first = new Set<string>();
  const plugin: Plugin = {
    name: 'lifewheel:app-core-modules',
    apply: 'build',
    buildEnd() {
      const closure = (entry: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(entry);
        return seen;
      };
      const root = resolve(import.meta.dirname);
      for (const entry of firstScripts) for (const id of closure(resolve(root, entry))) first.add(id);
      // A package's index re-exports all of it: the whole package would count as the first
      // scripts', stay out of the entry's chunk, and the two chunks would import each other.
      const index = [...first].find((id) => /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]index\.ts$/.test(id));
      if (index) {
        const importers = [...first].filter((id) => this.getModuleInfo(id)?.importedIds.includes(index));
        this.error(`${importers.join(', ')} (imported by a first script) import ${index}: import the entry point they need instead`);
      }
      for (const id of closure(resolve(root, app))) if (!first.has(id) && !id.includes('node_modules')) modules.add(id);
    },
  };
  return { modules, plugin };
}
