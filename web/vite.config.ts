import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { packageAliases } from './package-aliases.js';
import { REACT_LIBRARIES, rendererAliases } from './renderer-aliases.js';
import { FRAMEWORK, RENDERER, chunkGroups } from './chunk-groups.js';

const groups = chunkGroups({
  app: 'src/entry-client.tsx',
  boot: 'src/boot.ts',
  contentScript: 'src/content-entry.ts',
  island: 'src/premium-section-entry.tsx',
  publicPages: ['src/pages/assessment-page.tsx', 'src/pages/customize-page.tsx', 'src/pages/results-page.tsx'],
});

/**
 * Fewer, larger chunks for the browser (issue 20): the libraries every app page needs as two, the
 * app's entry with all it imports as another, and the public app pages' helpers by the pages that
 * share them (chunk-groups.ts). The server build that pre-renders the pages keeps the automatic
 * chunking.
 */
const browserChunks = {
  groups: [
    // With the app's modules the island shares with the app's entry, which both load anyway.
    { name: 'renderer', test: (id: string) => RENDERER.test(id) || groups.withRenderer.has(id), includeDependenciesRecursively: false, priority: 30 },
    { name: 'framework', test: FRAMEWORK, priority: 30 },
    // Without their dependencies, which are already grouped (chunk-groups.ts).
    { name: 'entry-client', test: (id: string) => groups.core.has(id), includeDependenciesRecursively: false, priority: 20 },
    { name: (id: string) => groups.pageHelpers.get(id) ?? null, includeDependenciesRecursively: false, priority: 10 },
    { name: (id: string) => groups.scriptParts.get(id) ?? null, includeDependenciesRecursively: false, priority: 25 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), groups.plugin],
  // The libraries' sources, at the entry points their package.json `exports` declare.
  resolve: { alias: [...packageAliases(fileURLToPath(new URL('..', import.meta.url))), ...rendererAliases] },
  ssr: { noExternal: REACT_LIBRARIES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the app supports preloads modules itself (Safari since 17, Firefox since 115);
    // an older one only loads them a little later. The polyfill cost each first visit ~0.5 KB.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: isSsrBuild ? {} : { codeSplitting: browserChunks },
      input: {
        // The app, and the content pages' few-KB script (issue 20); web/prerender.mjs picks the template.
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        content: fileURLToPath(new URL('./content.html', import.meta.url)),
        // The premium section pages' island (issue 20): the renderer and a few texts, not the app.
        // Its pages are content pages' HTML with this script instead (web/prerender.mjs).
        premiumSection: fileURLToPath(new URL('./src/premium-section-entry.tsx', import.meta.url)),
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
