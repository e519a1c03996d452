import { defineConfig } from 'vitest/config';

// The packaging test alone (`pnpm test:pack`): it builds, packs and npm-installs the SDK into
// empty projects, so it stays out of the package's quick `pnpm test`.
export default defineConfig({
  test: {
    include: ['test-pack/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
