import '../src/styles/globals.css';
import { afterEach, beforeAll, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { preloadDialogs } from '../src/components/dialog-loader';
import { unmountShown } from './show';

// The browser project's setup (vitest.config.ts): the kit's stylesheet as the app loads it, and
// the jsdom tests' rules (test/setup.ts) without jsdom's stand-ins for browser APIs.
let consoleError: MockInstance<typeof console.error>;

// The dialogs' library loads with the first dialog (ADR 0103): here once, before any test.
beforeAll(() => preloadDialogs());

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  unmountShown();
  document.documentElement.classList.remove('dark');
  // A console.error during a test is almost always a real bug (a React warning, a missing
  // DialogTitle): it fails the test.
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
