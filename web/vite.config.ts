import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { packageAliases } from './package-aliases.js';
import { REACT_LIBRARIES, rendererAliases } from './renderer-aliases.js';

export default defineConfig({
  plugins: [react()],
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
      input: {
        // The app, and the content pages' few-KB script (issue 20); web/prerender.mjs picks the template.
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        content: fileURLToPath(new URL('./content.html', import.meta.url)),
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
