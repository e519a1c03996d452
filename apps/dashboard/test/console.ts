type Calls = unknown[][];

let calls: Calls = [];
let allowed = false;
const original = console.error;

/** Records console.error calls of the running test (printed as usual). */
export function watchConsoleError(): void {
  calls = [];
  allowed = false;
  console.error = (...args: unknown[]) => {
    calls.push(args);
    original(...args);
  };
}

/** For a test that crashes a component on purpose: React logs the caught error. */
export function allowConsoleError(): void {
  allowed = true;
  console.error = () => {};
}

export function consoleErrorCalls(): Calls {
  console.error = original;
  return allowed ? [] : calls;
}

/**
 * epic-stack's rule, for the setup files: a console.error (a React warning, an unexpected crash)
 * fails the test that made it, unless the test allowed it.
 */
export function failOnConsoleError(): void {
  beforeEach(() => {
    watchConsoleError();
  });
  afterEach(() => {
    const errors = consoleErrorCalls();
    if (errors.length > 0) {
      throw new Error(
        `console.error was called:\n${errors.map((args) => args.join(' ')).join('\n')}`,
      );
    }
  });
}
