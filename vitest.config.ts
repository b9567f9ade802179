import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';
import { fileURLToPath } from 'node:url';
import { packageAliases } from './web/package-aliases.js';
import { REACT_LIBRARIES, rendererAliases } from './web/renderer-aliases.js';

// Browser files whose figures (Lighthouse scores, layout shift) depend on the machine being quiet.
const E2E_ALONE = ['e2e/lighthouse.e2e-spec.ts', 'e2e/layout-shift.e2e-spec.ts'];

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
  // Every entry point of every package.json `exports`, to its TypeScript source; React's API as the
  // app ships it, rendered by Preact (web/renderer-aliases.ts).
  resolve: { alias: [...packageAliases(fileURLToPath(new URL('.', import.meta.url))), ...rendererAliases] },
  test: {
    // expect.poll waits for an event (a lazy chunk, a reply); Vitest's 1 s default failed on a busy
    // 2-core CI machine, where two browser files share the cores with their stacks.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Libraries that import React are bundled by Vitest, so they too take the aliases above.
          server: { deps: { inline: REACT_LIBRARIES } },
          include: [
            'libs/*/src/**/*.spec.ts',
            'services/*/src/**/*.spec.ts',
            'tools/src/**/*.spec.ts',
            'web/src/**/*.spec.{ts,tsx}',
            'web/*.spec.ts',
            'k8s/**/*.spec.ts',
            'tools/deploy/**/*.spec.ts',
            'tools/setup/**/*.spec.ts',
          ],
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
          // One file at a time: two at a time once left a stack's identity process unready for 90 s,
          // cause not yet found, and gains little where stack start-ups fill both cores (README).
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e-spec.ts'],
          exclude: E2E_ALONE,
          // The longest journeys (axe over every route of a language, the premium loop) took 50-60 s
          // two files at a time on a slower 2-core machine: a hang still fails, at two minutes.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time, each with its own stack (database, Redis prefix, ports) and browser.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Scores and layout shift depend on how busy the machine is: these run after the rest, alone.
          name: 'e2e-alone',
          include: E2E_ALONE,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
