import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages run from their TypeScript sources (`source` export condition).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // A test is a whole run: about 400 calls through the mock, some seconds on a busy machine.
    testTimeout: 30_000,
  },
});
