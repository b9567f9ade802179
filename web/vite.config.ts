import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(`../libs/${path}`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@lifewheel\/wheel$/, replacement: src('wheel/src/index.ts') },
      { find: /^@lifewheel\/contracts$/, replacement: src('contracts/src/index.ts') },
      { find: /^@lifewheel\/content$/, replacement: src('content/src/index.ts') },
      { find: /^@lifewheel\/content\/insights$/, replacement: src('content/src/insights/load-insights.ts') },
      { find: /^@lifewheel\/content\/insights\/en$/, replacement: src('content/src/insights/english-insights.ts') },
      { find: /^@lifewheel\/content\/domain-pages\/en$/, replacement: src('content/src/domain-pages/domain-pages-en.ts') },
      { find: /^@lifewheel\/content\/coaching-tools$/, replacement: src('content/src/coaching-tools/index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rollupOptions: { input: fileURLToPath(new URL('./index.html', import.meta.url)) },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
