// Starts the real mock API (apps/mock-server, `pnpm mock`) on a free port for a test file.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const mockDir = resolve(__dirname, '../../../apps/mock-server');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null ? done(address.port) : fail(),
      );
    });
  });
}

export interface MockApi {
  baseUrl: string;
  stop(): void;
}

/** The mock on 127.0.0.1, quiet, without latency or persistence; resolves once it answers. */
export async function startMockApi(): Promise<MockApi> {
  const port = await freePort();
  // Node with tsx's loader, not the `tsx` command: the server is this process's own child, so
  // the kill below reaches it rather than a parent that may leave it running (issue 35).
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx/esm', '--conditions=source', 'src/server.ts'],
    {
      cwd: mockDir,
      env: {
        ...process.env,
        PORT: String(port),
        MOCK_QUIET: '1',
        MOCK_LATENCY: '0',
        MOCK_PERSIST: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // A file that fails or is ended before its afterAll must not leave the server running: it
  // goes with the worker (docs/engineering.md#tests).
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`${baseUrl}/__mock/none`);
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill();
        throw new Error(`the mock API did not start: ${String(error)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { baseUrl, stop: () => child.kill() };
}
