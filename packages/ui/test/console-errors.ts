import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

/**
 * A console.error during a test is almost always a real bug (a React warning, a missing
 * DialogTitle, an act() leak): it fails the test instead of scrolling by. Called first in a
 * setup file, so that the setup's own clean-up (an afterEach registered later) runs before the
 * check.
 */
export function failOnConsoleError(): void {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
    consoleError.mockRestore();
    expect(calls, 'console.error was called').toEqual([]);
  });
}
