import { afterEach, beforeAll, vi } from 'vitest';
import { scopeControls } from '../src/control/scope-controls';
import { resetStore } from '../src/db/store';

// A mock bug is logged through console.error (and answered 500): every such log fails the test.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length > 0) {
    const logged = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called:\n${logged.join('\n')}`);
  }
});

// Files share one module graph (isolate: false): each starts from the seed, with no rules.
beforeAll(() => {
  resetStore();
  scopeControls().reset();
});
