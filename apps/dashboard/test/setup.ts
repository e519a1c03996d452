import '@testing-library/jest-dom/vitest';
import { installDialogMethods } from '@backoffice/ui/testing';
import { cleanup, configure } from '@testing-library/react';
import { clearSession } from '@/lib/session';
import { consoleErrorCalls, watchConsoleError } from './console';
import { installMatchMedia } from './match-media';

// The mock API starts in the files that use it: see mock-api.ts.

installMatchMedia();
installDialogMethods();

// jsdom's Blob has no arrayBuffer(), which the mock uses to read an upload's bytes (a browser's
// and Node's Blob both have it): a form that uploads an image would fail in tests only.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
// A lazy chunk (a route, the toast region) is transformed on first use in vitest and can take a
// few seconds on a loaded machine. Under the 5 s test timeout, so a wait that fails says what it
// waited for and shows the screen.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  watchConsoleError();
});

afterEach(() => {
  cleanup();
  clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.classList.remove('dark');
  window.history.replaceState(null, '', '/');
  // epic-stack's rule: a console.error (a React warning, an unexpected crash) fails the test.
  const calls = consoleErrorCalls();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((args) => args.join(' ')).join('\n')}`);
  }
});
