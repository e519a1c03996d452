// The real mock API (apps/mock-server, `pnpm mock`) in a child process on a free port, quiet,
// without latency or persistence: for the tests against the mock, the packaging test, the
// benchmark and the soak. Resolves once it answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const mockDir = fileURLToPath(new URL('../../../apps/mock-server/', import.meta.url));
/** How long a start may take on a busy two-core machine. */
const START_MS = 60_000;

function freePort() {
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

export async function startMockApi() {
  const port = await freePort();
  const child = spawn(`${mockDir}node_modules/.bin/tsx`, ['--conditions=source', 'src/server.ts'], {
    cwd: mockDir,
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_QUIET: '1',
      MOCK_LATENCY: '0',
      MOCK_PERSIST: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_MS;
  for (;;) {
    try {
      await fetch(`${baseUrl}/__mock/none`);
      return { baseUrl, stop: () => child.kill() };
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill();
        throw new Error(`the mock API did not start: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
