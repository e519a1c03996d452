import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['test/**/*.test.ts'],
    // Vitest's default is one worker fewer than the cores; these tests are bound by the CPU.
    maxWorkers: availableParallelism(),
    // The type tests (`test/*.test-d.ts`) are checked by `pnpm typecheck`, whose tsconfig
    // includes them: running them here too was a second, slower compiler pass.
  },
});
