import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that replace a module with `vi.mock`. A mock changes the module graph, so these
 * files get a graph of their own; every other file shares one per worker (below).
 */
const REPLACES_MODULES = ['src/app/errors/error-page-failure.test.tsx'];

/** The jsdom files' setup: DOM helpers and clean-up, then the mock API in process. */
const DOM_SETUP = ['./test/setup.ts', './test/setup-mock-api.ts'];

// Three projects (docs/engineering.md#tests, ADR 0097): `node`, pure functions in Node (a
// `.test.ts` that needs a document is a `*.dom.test.ts`); `dom`, screens in jsdom against the
// mock in process, one module graph and jsdom per worker (`isolate: false`: loading the app and
// the mock once per file was about 40 % of the suite's time; the setup files put back what a
// test changes); `dom-isolated`, the few files that need a module graph of their own.
export default mergeConfig(
  viteConfig,
  defineConfig({
    // The `node` project resolves modules as Vite's SSR does: workspace packages from their
    // TypeScript sources there too.
    ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
    test: {
      // Vitest's default is one worker fewer than the cores; these tests are bound by the CPU.
      maxWorkers: availableParallelism(),
      globals: true,
      restoreMocks: true,
      unstubGlobals: true,
      env: { VITE_API_BASE_URL: 'http://127.0.0.1:4010' },
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs', 'build/**/*.test.ts'],
            exclude: ['src/**/*.dom.test.ts'],
            setupFiles: ['./test/setup-node.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
            exclude: REPLACES_MODULES,
            setupFiles: DOM_SETUP,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            include: REPLACES_MODULES,
            setupFiles: DOM_SETUP,
          },
        },
      ],
    },
  }),
);
