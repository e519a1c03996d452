import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['test/**/*.test.ts'],
    // Vitest's default is one worker fewer than the cores (resolveMaxWorkers in its source): one
    // on a two-core machine. These tests are bound by the CPU: use every core.
    maxWorkers: availableParallelism(),
    // The type tests (`test/*.test-d.ts`) are checked by `pnpm typecheck`, whose tsconfig
    // includes them: a wrong `expectTypeOf` is a type error there. Running them here too was a
    // second, slower compiler pass over the same files.
  },
});
