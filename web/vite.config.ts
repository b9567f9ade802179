import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { packageAliases } from './package-aliases.js';

export default defineConfig({
  plugins: [react()],
  // The libraries' sources, at the entry points their package.json `exports` declare.
  resolve: { alias: packageAliases(fileURLToPath(new URL('..', import.meta.url))) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rollupOptions: { input: fileURLToPath(new URL('./index.html', import.meta.url)) },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
