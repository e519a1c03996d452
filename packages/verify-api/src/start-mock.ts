import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StartedMock {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts `pnpm mock`'s server on a free port (PORT=0), quiet, and answers its address once it
 * listens: the server `verify:api` checks when no `--base-url` is given.
 */
export function startMock(): Promise<StartedMock> {
  const server = join(
    dirname(fileURLToPath(import.meta.resolve('@backoffice/mock-server/node'))),
    'server.ts',
  );
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx/esm'), '--conditions=source', server],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MOCK_QUIET: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
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
