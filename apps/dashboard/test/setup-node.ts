import { failOnConsoleError } from './console';

// Pure tests in Node: no DOM to set up, but the same rule as every other test.
failOnConsoleError();

// The files of a worker share one module graph and one global scope (vitest.config.ts,
// `isolate: false`): a test's fake clock must not stop the next file's timers.
afterEach(() => {
  vi.useRealTimers();
});
