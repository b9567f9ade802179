import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { packageAliases, type PackageAlias } from './package-aliases.js';

const scratch = mkdtempSync(join(tmpdir(), 'lifewheel-aliases-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function workspace(name: string, packages: Record<string, object>): string {
  const root = join(scratch, name);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['libs/*', 'web'] }));
  for (const [dir, manifest] of Object.entries(packages)) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify(manifest));
  }
  return root;
}

const resolve = (aliases: PackageAlias[], specifier: string) => aliases.filter((alias) => alias.find.test(specifier)).map((alias) => alias.replacement);

describe('packageAliases', () => {
  it('maps each entry point a package.json exports to its TypeScript source, and nothing else', () => {
    const root = workspace('two', {
      'libs/words': {
        name: '@x/words',
        exports: { '.': { types: './src/index.ts', default: './dist/index.js' }, './en': { types: './src/en/words.ts', default: './dist/en/words.js' } },
      },
      web: { name: '@x/web' },
    });
    const aliases = packageAliases(root);
    expect(resolve(aliases, '@x/words')).toEqual([join(root, 'libs/words/src/index.ts')]);
    expect(resolve(aliases, '@x/words/en')).toEqual([join(root, 'libs/words/src/en/words.ts')]);
    for (const other of ['@x/words/fr', '@x/words/en/more', '@x/wordsmith', '@x/web']) expect(resolve(aliases, other), other).toEqual([]);
  });

  it('refuses an entry point without a TypeScript source, which would need a build', () => {
    const root = workspace('plain', { 'libs/plain': { name: '@x/plain', exports: { '.': { default: './dist/index.js' } } } });
    expect(() => packageAliases(root)).toThrow(/@x\/plain: exports\["\."\] must name its TypeScript source/);
  });

  it('finds every entry point of this workspace on disk, each under one name', () => {
    const aliases = packageAliases(fileURLToPath(new URL('..', import.meta.url)));
    expect(aliases.length).toBeGreaterThan(0);
    for (const alias of aliases) expect(existsSync(alias.replacement), alias.replacement).toBe(true);
    expect(new Set(aliases.map((alias) => alias.replacement)).size).toBe(aliases.length);
    expect(resolve(aliases, '@lifewheel/content/insights')).toHaveLength(1);
  });
});
