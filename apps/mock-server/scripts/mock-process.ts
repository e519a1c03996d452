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

/**
 * Starts the standalone server (`pnpm mock`, src/server.ts) on a free port with `args`, and
 * answers once it prints its address. Stop it with `child.kill('SIGTERM')`.
 */
export function startMockProcess(
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<MockProcess> {
  // Node itself runs the server (tsx as a loader, not its wrapper process), so a signal sent to
  // `child`, SIGKILL included, reaches the server and leaves no orphan behind.
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
  const logs: string[] = [];
  return new Promise<MockProcess>((done, fail) => {
    // Compiling the contract takes a second on a quiet machine, far more on a loaded one.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      fail(new Error(`server did not start: ${logs.join('')}`));
    }, 60_000);
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
