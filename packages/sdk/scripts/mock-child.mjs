// The real mock API (apps/mock-server, `pnpm mock`) in a child process, quiet, without latency or
// persistence, on a port it picks itself (PORT=0): for the tests against the mock, the packaging
// test, the benchmark and the soak. Resolves with its address once it listens.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const mockDir = fileURLToPath(new URL('../../../apps/mock-server/', import.meta.url));

export function startMockApi() {
  // Node with tsx's loader, not the `tsx` command: the server is this process's own child, so a
  // kill reaches it rather than a parent that may leave it running (docs/engineering.md#tests).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx/esm', '--conditions=source', 'src/server.ts'],
    {
      cwd: mockDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        MOCK_QUIET: '1',
        MOCK_LATENCY: '0',
        MOCK_PERSIST: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // A file that fails or ends before it stops the server does not leave it running.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      // The server's first line, written once it listens: `Mock API on http://127.0.0.1:41234 …`.
      const address = /Mock API on (http:\/\/\S+)/.exec(output)?.[1];
      if (address) resolve({ baseUrl: address, stop: () => child.kill() });
    });
    child.once('exit', (code) =>
      reject(new Error(`the mock API exited (${code}) before listening`)),
    );
  });
}
