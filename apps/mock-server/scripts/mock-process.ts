import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const packageDir = resolve(import.meta.dirname, '..');

export interface MockProcess {
  /** http://127.0.0.1:<port> */
  readonly base: string;
  /** Everything the process printed so far, stdout and stderr. */
  readonly logs: string[];
  readonly child: ChildProcess;
}

/** Servers started by this worker and not yet gone. */
const running = new Set<ChildProcess>();

/**
 * Kills every server still running: after each test of a file that starts them inside tests, so
 * that a test failing before it stops its server does not leave it running
 * (docs/engineering.md#tests).
 */
export async function stopMockProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGKILL');
        }),
    ),
  );
}

// And whatever is left when the worker ends goes with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the standalone server (`pnpm mock`, src/server.ts) on a free port with `args`, and
 * answers once it prints its address. Stop it with `child.kill('SIGTERM')`.
 *
 * The server is this process's own child (Node with tsx's loader), not a child of the `tsx`
 * command: a signal reaches the server itself, and `SIGKILL` kills it instead of leaving it
 * running with its parent gone (docs/engineering.md#tests).
 */
export function startMockProcess(
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<MockProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx/esm', '--conditions=source', 'src/server.ts', ...args],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        MOCK_QUIET: '',
        MOCK_LATENCY: '0',
        MOCK_PERSIST: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  const logs: string[] = [];
  return new Promise<MockProcess>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`server did not start: ${logs.join('')}`));
    }, 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      logs.push(chunk.toString());
      const found = /Mock API on (http:\/\/[\d.]+:\d+)/.exec(logs.join(''));
      if (found?.[1] !== undefined) {
        clearTimeout(timer);
        done({ base: found[1], logs, child });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}: ${logs.join('')}`));
    });
  });
}
