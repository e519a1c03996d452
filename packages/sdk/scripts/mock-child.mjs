// The mock API (`pnpm mock`) in a child process on a free port, quiet, without latency or
// persistence, for the benchmark and soak scripts; resolves once it answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const mockDir = fileURLToPath(new URL('../../../apps/mock-server/', import.meta.url));

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** @returns {Promise<{ baseUrl: string, child: import('node:child_process').ChildProcess }>} */
export async function startMock() {
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
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`${baseUrl}/__mock/none`);
      return { baseUrl, child };
    } catch (error) {
      if (tries > 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
