// Lint rules, type-aware, plus the project's layering:
// - packages/core imports only zod and a subtitle parser (no DOM, no Node, no fetch, no clock);
// - features of the web app never import each other;
// - raw fetch only in the web api client and in server adapters; raw localStorage only in storage;
// - no import circles anywhere in web, server or core.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/app/features', import.meta.url));

/** @type {import('typescript-eslint').ConfigWithExtends[]} */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: webFeatures
              .filter((other) => other !== feature)
              .flatMap((other) => [
                `~/features/${other}`,
                `~/features/${other}/**`,
                `**/features/${other}/**`,
              ]),
            message: 'Features do not import each other; move shared code to lib/ or components/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/\\/index(\\.tsx?)?$/]',
          message: 'No barrel files.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // A circle of imports makes load order matter and hides which side owns a rule: the sync
    // modules and the stores once formed one of nine files. Type-only imports vanish at build and
    // do not count.
    files: ['apps/*/app/**/*.{ts,tsx}', 'apps/*/src/**/*.ts', 'packages/core/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/core/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.{1,2}/|vitest$|fast-check$)',
              message: 'packages/core imports only zod.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'fetch',
          'process',
          'navigator',
          'setTimeout',
        ].map((name) => ({
          name,
          message: 'packages/core is pure: no DOM, Node, network or timers.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The clock is a parameter in packages/core.' },
        {
          object: 'Math',
          property: 'random',
          message: 'Randomness is a parameter in packages/core.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through ~/lib/api-client.' },
        { name: 'localStorage', message: 'Use ~/lib/storage.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use ~/lib/storage.' },
        { object: 'window', property: 'fetch', message: 'Call the API through ~/lib/api-client.' },
      ],
    },
  },
  ...featureBoundaries,
  {
    // The storage module itself, and the component tests' set-up that empties storage between tests.
    files: ['apps/web/app/lib/storage.ts', 'apps/web/test-support/dom-setup.ts'],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-globals': 'off' },
  },
  {
    files: ['apps/web/app/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/adapters/**',
      'apps/server/src/**/*-adapter.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Outbound HTTP belongs in an adapter (…/adapters/ or *-adapter.ts).',
        },
      ],
    },
  },
  {
    // Test helpers never reach shipped code: the fakes and fixtures of `*.test-support.ts` files
    // and `test-support/` folders are imported by tests and other helpers only. Icons come from
    // the sprite (`<Icon name="star" />`, decision 0028): lucide-react's components would put
    // each icon's paths back into the JavaScript. (The typescript-eslint rule, so that the core and feature blocks' own no-restricted-imports
    // stay in force beside it.)
    files: ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message:
                'Icons come from the sprite: <Icon name="star" /> from \'~/components/ui/icon\'.',
            },
          ],
          patterns: [
            {
              group: ['lucide-react/*'],
              message:
                'Icons come from the sprite: <Icon name="star" /> from \'~/components/ui/icon\'.',
            },
            {
              group: ['**/*.test-support', '**/test-support/**'],
              message: 'Test helpers are for tests (*.test.ts, *.test-support.ts) only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-globals': 'off',
    },
  },
);
