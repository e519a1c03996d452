import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages run from their TypeScript sources (`source` export condition).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
