import '@testing-library/jest-dom/vitest';
import { preloadDialogs } from '@backoffice/ui';
import { cleanup, configure } from '@testing-library/react';
import { clearSession } from '@/lib/session';
import { failOnConsoleError } from './console';
import { installMatchMedia } from './match-media';

// Runs before each jsdom test file. Files share one jsdom per worker (vitest.config.ts), so
// whatever a test changes in the document, the window or storage is put back after it here.

installMatchMedia();

// The dialogs' library loads with the first dialog (ADR 0103): here before any test, so that a
// dialog opens within the test's act() as it does in the app once the signed-in shell has
// fetched it ahead. The first load itself is what the browser journeys see.
beforeAll(() => preloadDialogs());
// The same for the login page's dark-mode switch, which loads after the form: a test that ends
// on /login would otherwise see it resolve after its last step, outside act().
beforeAll(() => import('@/app/theme/theme-toggle'));

// Vitest (4.1) hands an uploaded file to Node's fetch by reading jsdom's private `_buffer`, which
// jsdom 28 renamed `_bytes` (vitest-dev/vitest#11294): without this name a form that uploads an
// image sends an empty file in tests only. Remove once vitest reads `_bytes`.
const blob = new Blob() as unknown as Record<symbol, object | undefined>;
const [implSymbol] = Object.getOwnPropertySymbols(blob);
const blobImpl = implSymbol === undefined ? undefined : blob[implSymbol];
if (blobImpl !== undefined && '_bytes' in blobImpl && !('_buffer' in blobImpl)) {
  Object.defineProperty(Object.getPrototypeOf(blobImpl), '_buffer', {
    get(this: { _bytes: Uint8Array }) {
      return this._bytes;
    },
  });
}
// jsdom has no pointer capture, which a toast takes when pressed (sonner's swipe): pressing a
// toast's Batalkan would throw in tests only.
if (typeof Element.prototype.setPointerCapture !== 'function') {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}
// A lazy chunk (a route, the toast region) is transformed on first use in vitest and can take a
// few seconds on a loaded machine. Under the 5 s test timeout, so a wait that fails says what it
// waited for and shows the screen.
configure({ asyncUtilTimeout: 4000 });

// Registered first so that it runs last, after the clean-up below (after-hooks run as a stack).
failOnConsoleError();

const DEFAULT_WIDTH = window.innerWidth;

/** One turn of jsdom's timer queue, where it runs a history traversal (two turns per `back()`). */
const nextTask = () => new Promise((resolve) => window.setTimeout(resolve, 0));

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.classList.remove('dark');
  document.title = '';
  window.innerWidth = DEFAULT_WIDTH;
  // A test that went Back leaves its traversal queued and the entries after it in the history:
  // the next test would see a late popstate, or a push that does not lengthen the history. Let
  // the traversal end, then push, which drops every entry after the current one.
  await nextTask();
  await nextTask();
  window.history.pushState(null, '', '/');
});
