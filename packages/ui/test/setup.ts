import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadDialogs } from '../src/components/dialog';
import { failOnConsoleError } from './console-errors';

failOnConsoleError();

// The dialogs' library loads with the first dialog (ADR 0103): here before any test, so that a
// dialog opens in the test's own act() as it opens at once in an app that preloaded it. The
// first load itself is what the browser journeys see.
beforeAll(() => preloadDialogs());

afterEach(() => {
  cleanup();
  // Files share one jsdom per worker (vitest.config.ts): a fake clock must not reach the next.
  vi.useRealTimers();
});

// jsdom lacks the pointer-capture and scrolling APIs Radix Select and sonner call.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window.ResizeObserver === 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
}
