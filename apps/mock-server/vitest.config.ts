import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  // Tests run in Vite's server (SSR) environment: the workspace SDK resolves to its source there
  // too, so a fresh clone without the SDK's build runs them.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    // One module graph per worker: the contract (about 1 s of ajv compiling) and the seed are
    // built once per worker instead of once per file. test/setup.ts resets the store before
    // each file, so no file sees another's writes.
    isolate: false,
  },
});
