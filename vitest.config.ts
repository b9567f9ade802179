import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';
import { fileURLToPath } from 'node:url';

const lib = (name: string) => fileURLToPath(new URL(`./libs/${name}/src/index.ts`, import.meta.url));

// Unit tests import TypeScript directly (SWC keeps Nest's decorator metadata); integration and
// end-to-end tests drive the built processes (`npm run build`) as real child processes.
export default defineConfig({
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
        target: 'es2023',
      },
    }),
  ],
  resolve: {
    alias: [
      { find: /^@lifewheel\/platform\/text$/, replacement: fileURLToPath(new URL('./libs/platform/src/text/escape-html.ts', import.meta.url)) },
      { find: /^@lifewheel\/platform\/keys$/, replacement: fileURLToPath(new URL('./libs/platform/src/auth/keys.ts', import.meta.url)) },
      { find: /^@lifewheel\/platform\/(telemetry|config)$/, replacement: fileURLToPath(new URL('./libs/platform/src/$1/index.ts', import.meta.url)) },
      { find: /^@lifewheel\/content\/insights$/, replacement: fileURLToPath(new URL('./libs/content/src/insights/load-insights.ts', import.meta.url)) },
      { find: /^@lifewheel\/tools\/stand-ins$/, replacement: fileURLToPath(new URL('./tools/src/stand-ins/index.ts', import.meta.url)) },
      ...['contracts', 'wheel', 'platform', 'content', 'testing'].map((name) => ({ find: new RegExp(`^@lifewheel/${name}$`), replacement: lib(name) })),
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['libs/*/src/**/*.spec.ts', 'services/*/src/**/*.spec.ts', 'tools/src/**/*.spec.ts', 'web/src/**/*.spec.{ts,tsx}', 'k8s/**/*.spec.ts', 'tools/deploy/**/*.spec.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.int-spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e-spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
