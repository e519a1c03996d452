import { type ChildProcess, spawn } from 'node:child_process';

export interface StartedMock {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts `pnpm mock` on a free port (PORT=0), quiet, and answers its address once it listens:
 * the server `verify:api` checks when no `--base-url` is given. Started as a command of the
 * workspace, not imported: a package never imports an app (docs/decisions/0125).
 */
export function startMock(): Promise<StartedMock> {
  const child: ChildProcess = spawn(
    'pnpm',
    ['--silent', '--filter', '@backoffice/mock-server', 'start'],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MOCK_QUIET: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it stops pnpm's child (the server) too.
      detached: true,
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Mock API on (http:\/\/\S+)/.exec(output);
      if (address?.[1] !== undefined) {
        child.stdout?.off('data', onData);
        resolve({ baseUrl: address[1], stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`the mock exited (${code}) before listening:\n${output}`)),
    );
  });
}
