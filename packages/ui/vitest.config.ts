import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    // Vitest's default is one worker fewer than the cores (resolveMaxWorkers in its source): one
    // on a two-core machine. These tests are bound by the CPU: use every core.
    maxWorkers: availableParallelism(),
    environment: 'jsdom',
    // One module graph and one jsdom per worker, not per file: jsdom's start was most of the
    // suite's time. test/setup.ts cleans the document after each test.
    isolate: false,
    globals: true,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
