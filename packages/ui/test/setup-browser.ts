import '../src/styles/globals.css';
import { afterEach, beforeAll } from 'vitest';
import { preloadDialogs } from '../src/components/dialog';
import { failOnConsoleError } from './console-errors';
import { unmountShown } from './show';

// The browser project's setup (vitest.config.ts): the kit's stylesheet as the app loads it, and
// the jsdom tests' rules (test/setup.ts) without jsdom's stand-ins for browser APIs.
failOnConsoleError();

// The dialogs' library loads with the first dialog (ADR 0103): here once, before any test.
beforeAll(() => preloadDialogs());

afterEach(() => {
  unmountShown();
  document.documentElement.classList.remove('dark');
});
