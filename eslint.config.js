import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createProjectGraphAsync, readCachedProjectGraph } from '@nx/devkit';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

// The boundary rule reads Nx's cached project graph and, when there is none (a fresh checkout
// without an Nx daemon), skips itself with only a warning. Build the graph here, before any file
// is linted, and refuse to lint at all if that fails: a layer check that can silently not run is
// no check.
try {
  await createProjectGraphAsync({ exitOnError: false });
  readCachedProjectGraph();
} catch (error) {
  throw new Error(`The Nx project graph could not be built, so the layer rule cannot run: ${error instanceof Error ? error.message : error}`);
}

// Layers (design.md section 3): what each kind of project may import.
const LAYERS = [
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:content', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:domain', 'type:content'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:content'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:domain', 'type:contracts', 'type:platform', 'type:content'] },
  // The launcher, migrate step and bench start and measure the services themselves.
  { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['*'] },
];

// Scopes: where code runs. Server code never reaches the browser, and code shared by both knows
// neither. Checked together with the layers (a project must satisfy every constraint of its tags).
const SCOPES = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:test', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared', 'scope:test'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['*'] },
];

// A test may also use the test harness, on top of what its own project may import.
const withTesting = (constraints) =>
  constraints.map((constraint) =>
    constraint.onlyDependOnLibsWithTags.includes('*')
      ? constraint
      : {
          ...constraint,
          onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, constraint.sourceTag.startsWith('scope:') ? 'scope:test' : 'type:testing'],
        },
  );

const boundaries = ({ depConstraints, allow = [] }) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    // libs/content is split into entry points: a page may import one statically (it is in
    // that page's own chunk) while another page loads a different one lazily.
    checkDynamicDependenciesExceptions: ['content'],
    allow,
    depConstraints,
  },
];

const TEST_FILES = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.e2e-spec.ts', 'e2e/**/*.ts'];

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
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        crypto: 'readonly',
        TextEncoder: 'readonly',
        structuredClone: 'readonly',
        performance: 'readonly',
        queueMicrotask: 'readonly',
        Blob: 'readonly',
        requestIdleCallback: 'readonly',
      },
    },
    rules: {
      '@nx/enforce-module-boundaries': boundaries({ depConstraints: [...LAYERS, ...SCOPES] }),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // The migrate step is the one place that reads every service's schema definition.
    files: ['tools/src/migrate.ts'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries({
        depConstraints: [...LAYERS, ...SCOPES],
        allow: [
          '@lifewheel/identity/database',
          '@lifewheel/assessments/database',
          '@lifewheel/billing/database',
          '@lifewheel/observability/database',
          '@lifewheel/worker/database',
        ],
      }),
    },
  },
  {
    // Tests keep their project's layer, plus the test harness and the local stand-ins of tools/
    // (Stripe, SMTP): never another service's code or schema.
    files: TEST_FILES,
    rules: {
      '@nx/enforce-module-boundaries': boundaries({ depConstraints: withTesting([...LAYERS, ...SCOPES]), allow: ['@lifewheel/tools/stand-ins'] }),
    },
  },
  {
    // The browser tests belong to no Nx project (they drive the whole built app), so the layer
    // rule does not see them: they may read the web app's texts, the shared libs and the harness,
    // never a service's own code or schema.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@lifewheel/(gateway|identity|assessments|billing|observability|worker)(/|$)|(^|/)services/',
              message: 'A browser test drives the running app; it never imports a service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Premium text is read only by the server (design.md section 10): the web app, whose every
    // file ends up public in web/dist, may never import it.
    files: ['web/**/*.ts', 'web/**/*.tsx', 'web/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lifewheel/content/premium', '@lifewheel/content/premium/*'],
              message: 'Premium text is server-only: it must never be bundled into the public web app.',
            },
          ],
        },
      ],
    },
  },
  {
    // An open redirect is one unchecked `res.redirect(...)` away: the gateway redirects only through
    // redirectWithinSite (services/gateway/src/http/same-origin-redirect.ts), which emits a path here.
    files: ['services/gateway/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='redirect'], CallExpression[callee.property.name=/^(setHeader|header|set|location)$/][arguments.0.value=/^location$/i], CallExpression[callee.property.name='location']",
          message: 'Redirect only through redirectWithinSite (http/same-origin-redirect.ts), which keeps the target on this site.',
        },
      ],
    },
  },
  // Layout is Prettier's (`npm run format`); ESLint keeps to what Prettier does not decide.
  prettier,
);
