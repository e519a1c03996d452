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

// Three projects (docs/engineering.md#tests, ADR 0097):
// - `node`: pure functions (`*.test.ts`, the scripts' `*.test.mjs`, the build's plugins) in Node, without jsdom or
//   the mock; a `.test.ts` that needs a document is named `*.dom.test.ts`.
// - `dom`: screens and components in jsdom, against the mock API in process. Files share one
//   module graph and one jsdom per worker (`isolate: false`): the app, the mock's contract and
//   its seed load once per worker instead of once per file, which was about 40 % of the
//   suite's time. What a test changes is put back after it by the setup files (DOM, storage,
//   session, query cache, the mock's data and handlers), so no file sees another's state.
// - `dom-isolated`: the few files that need a module graph of their own.
export default mergeConfig(
  viteConfig,
  defineConfig({
    // The `node` project resolves modules as Vite's SSR does: workspace packages from their
    // TypeScript sources there too.
    ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
    test: {
      // Vitest's default is one worker fewer than the cores (resolveMaxWorkers in its source): one
      // on a two-core machine. These tests are bound by the CPU: use every core.
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
