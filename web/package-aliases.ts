// The workspace's entry points (`@lifewheel/content/insights`, ...) as each package.json's `exports`
// declares them, mapped to their TypeScript source. The web app's Vite config and the root Vitest
// config read the sources rather than dist/ and take the map from here, so an entry point is
// declared once: in its package.json. (It lives in web/ because the module-boundary rule lets
// vite.config.ts import nothing else by path.)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface PackageAlias {
  find: RegExp;
  replacement: string;
}

interface Manifest {
  name?: string;
  workspaces?: string[];
  exports?: Record<string, string | { types?: string }>;
}

function manifest(dir: string): Manifest | undefined {
  const file = join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The package folders the root package.json's `workspaces` name (`libs/*`, `web`). */
function workspaceDirs(root: string): string[] {
  return (manifest(root)?.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One exact-match alias per entry point of every workspace package, to the file its `types` names. */
export function packageAliases(root: string): PackageAlias[] {
  return workspaceDirs(root).flatMap((dir) => {
    const { name, exports = {} } = manifest(dir) ?? {};
    if (!name) return [];
    return Object.entries(exports).map(([subpath, target]) => {
      const source = typeof target === 'string' ? undefined : target.types;
      // A wildcard or a JavaScript-only entry would be resolved to dist/, which the tests must not need.
      if (!source || subpath.includes('*')) throw new Error(`${name}: exports["${subpath}"] must name its TypeScript source under "types", without a wildcard`);
      const specifier = subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`;
      return { find: new RegExp(`^${literally(specifier)}$`), replacement: join(dir, source) };
    });
  });
}
