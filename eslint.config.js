import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.nx/**', '.data/**', '.mail/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    languageOptions: {
      globals: {
        process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
        setInterval: 'readonly', clearInterval: 'readonly', setImmediate: 'readonly', URL: 'readonly',
        Buffer: 'readonly', fetch: 'readonly', AbortController: 'readonly', AbortSignal: 'readonly',
        window: 'readonly', document: 'readonly', navigator: 'readonly', localStorage: 'readonly',
        sessionStorage: 'readonly', crypto: 'readonly', TextEncoder: 'readonly', structuredClone: 'readonly',
        performance: 'readonly', queueMicrotask: 'readonly', Blob: 'readonly', requestIdleCallback: 'readonly',
      },
    },
    rules: {
      // Layers (design.md section 3): a service never imports another service; the web app never
      // imports server code; libs/wheel imports nothing of ours.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The migrate step reads each service's schema definition; nothing else reaches into an app.
          // libs/content is split into entry points: a page may import one statically (it is in
          // that page's own chunk) while another page loads a different one lazily.
          checkDynamicDependenciesExceptions: ['content'],
          allow: ['@lifewheel/identity/database', '@lifewheel/assessments/database', '@lifewheel/billing/database', '@lifewheel/observability/database'],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:content', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
            {
              sourceTag: 'type:service',
              onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:domain', 'type:content'],
            },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:content'] },
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:platform', 'type:tools'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // Tests may also use the test harness and the local stand-ins of tools/.
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', 'e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          checkDynamicDependenciesExceptions: ['content'],
          allow: ['@lifewheel/tools/stand-ins'],
          depConstraints: [{ sourceTag: '*', onlyDependOnLibsWithTags: ['*'] }],
        },
      ],
    },
  },
);
