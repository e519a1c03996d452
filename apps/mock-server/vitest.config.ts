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
    // One module graph per worker: the contract (about 1 s of ajv compiling) and the seed built
    // once per worker, not per file; test/setup.ts resets the store before each file.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: on CI's two, one took 55 s where two
    // took 37 s (quiet, the same machine, back to back).
    maxWorkers: availableParallelism(),
  },
});
