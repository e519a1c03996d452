import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['test/**/*.test.ts'],
    // Vitest's default is one worker fewer than the cores (resolveMaxWorkers in its source): one
    // on a two-core machine. These tests are bound by the CPU: use every core.
    maxWorkers: availableParallelism(),
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
