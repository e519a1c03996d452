import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['test/**/*.test.ts'],
    // test/coverage.test.ts lists every contract operation without a handler. It joins the
    // default run once every area is written (drop this line); until then: pnpm test:coverage.
    exclude: process.env.MOCK_COVERAGE === '1' ? [] : ['test/coverage.test.ts'],
    setupFiles: ['test/setup.ts'],
    environment: 'node',
  },
});
