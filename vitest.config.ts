import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) },
  },
  test: {
    // Repository tests share one PostgreSQL server; each file uses its own schema.
    fileParallelism: true,
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test-support/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/*.test.ts',
            'scripts/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'apps/web/app/**/*.dom.test.tsx'],
          environment: 'node',
        },
      },
      {
        // Components as a person uses them: rendered into a DOM (happy-dom), clicked and typed
        // into with Testing Library, asserted by what is on screen.
        extends: true,
        test: {
          name: 'dom',
          include: ['apps/web/app/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test-support/dom-setup.ts'],
          // Node 25+ has a global localStorage of its own (undefined without a file), which hides
          // happy-dom's; Node 22.4+ knows the flag that turns it off, Node 20 neither.
          execArgv: process.allowedNodeEnvironmentFlags.has('--no-experimental-webstorage')
            ? ['--no-experimental-webstorage']
            : [],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test-support.ts', '**/test-support/**'],
      reporter: ['text-summary', 'text'],
      // packages/core holds the product's rules: nearly every line must be exercised.
      thresholds: { lines: 95 },
    },
  },
});
