import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'apps/web/*.test.ts',
      'scripts/*.test.ts',
    ],
    environment: 'node',
    // Repository tests share one PostgreSQL server; each file uses its own schema.
    fileParallelism: true,
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test-support.ts'],
      reporter: ['text-summary', 'text'],
      // packages/core holds the product's rules: nearly every line must be exercised.
      thresholds: { lines: 95 },
    },
  },
});
