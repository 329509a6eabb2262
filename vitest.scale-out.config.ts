import { defineConfig } from 'vitest/config';

/** The scale-out test (`npm run test:scale-out`): against the build, one file, no parallelism. */
export default defineConfig({
  test: {
    include: ['e2e/scale-out/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
