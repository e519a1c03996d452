// The one way tests, benchmarks and `pnpm verify:api` start a mock API of their own in a child
// process (docs/decisions/0185), with a free port and the wait for a server to answer. At the
// root, where a package may import it: it starts the app as a process, not as a module.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const mockDir = fileURLToPath(new URL('../apps/mock-server/', import.meta.url));

/** Servers started by this process and not yet gone. */
const running = new Set();

/** Stops every mock still running (after each test that starts one, so a failure leaves none). */
export async function stopMocks() {
  await Promise.all([...running].map((child) => stopped(child, 'SIGKILL')));
}

// Whatever is left when this process ends goes with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function stopped(child, signal) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill(signal);
  });
}

/**
 * Starts the mock with `args` on a port it picks (PORT=0), quiet, without latency unless `env`
 * says otherwise; resolves once it prints its address. The server is this process's own child
 * (Node with tsx's loader), not `tsx`'s or `pnpm`'s: a signal reaches the server itself, and
 * SIGKILL cannot leave it running with its parent gone (docs/engineering.md#tests).
 */
export function startMock(args = [], env = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx/esm', '--conditions=source', 'src/server.ts', ...args],
    {
      cwd: mockDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        MOCK_QUIET: '1',
        MOCK_LATENCY: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  const logs = [];
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`server did not start: ${logs.join('')}`));
    }, 30_000);
    child.stdout.on('data', (chunk) => {
      logs.push(chunk.toString());
      // Its first line, once it listens: `Mock API on http://127.0.0.1:41234 (contract …)`.
      const baseUrl = /Mock API on (http:\/\/[\d.]+:\d+)/.exec(logs.join(''))?.[1];
      if (baseUrl !== undefined) {
        clearTimeout(timer);
        done({ baseUrl, logs, child, stop: () => stopped(child, 'SIGTERM') });
      }
    });
    child.stderr.on('data', (chunk) => logs.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}: ${logs.join('')}`));
    });
  });
}

/**
 * Resolves once `url` answers at all (any status, or a certificate Node does not trust); fails
 * after `limitMs`, or as soon as `server`, meant to answer there, has exited.
 */
export async function waitForUrl(url, { server, limitMs = 240_000 } = {}) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) {
      throw new Error(`the server of ${url} exited (${server.exitCode})`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch (error) {
      if (/CERT/.test(error?.cause?.code ?? '')) return;
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`nothing answered at ${url} within ${limitMs / 1000} s`);
}

/** A port free now on 127.0.0.1, for a server that does not say which port 0 gave it. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}
