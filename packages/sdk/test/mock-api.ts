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
  const child: ChildProcess = spawn(
    resolve(mockDir, 'node_modules/.bin/tsx'),
    ['--conditions=source', 'src/server.ts'],
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
