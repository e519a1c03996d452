import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages run from their TypeScript sources (`source` export condition), in the
  // node (SSR) environment the tests run in as well, so a fresh clone without the SDK's build
  // runs them.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    // One module graph per worker: the contract (about 1 s of ajv compiling) and the seed are
    // built once per worker instead of once per file. test/setup.ts resets the store before
    // each file, so no file sees another's writes.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on CI's two. These files are bound
    // by the CPU and the mock's own start-ups; two workers took 37 s against 55 s with one (quiet,
    // the same machine, back to back).
    maxWorkers: availableParallelism(),
  },
});
