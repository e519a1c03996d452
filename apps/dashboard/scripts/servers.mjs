/**
 * Servers a benchmark starts and must stop, whatever happens: each runs in its own process
 * group, so stopping it stops what it started (pnpm → tsx → node).
 */
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);

const servers = [];

/** Starts a long-running command in `cwd`, in its own process group; its output is dropped. */
export function start(command, args, cwd, env = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
  return child;
}

/** Stops every server `start` started that is still running. */
export function stopServers() {
  for (const child of servers) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Fails unless the connection to the URL is refused: a benchmark must measure its own servers. */
export async function ensureFree(url) {
  const refused = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    () => false,
    (error) => error?.cause?.code === 'ECONNREFUSED',
  );
  if (!refused) throw new Error(`${url} is in use: stop that server or choose other ports`);
}

/**
 * Resolves once the URL answers at all (any status, or a certificate Node does not trust: the
 * self-signed one of `serve.mjs --tls`); fails after `limitMs`, or as soon as the server meant to
 * answer there has exited.
 */
export async function waitForUrl(url, server, what, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${what} exited (${server.exitCode})`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch (error) {
      if (/CERT/.test(error?.cause?.code ?? '')) return;
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`${what} did not answer at ${url} within ${limitMs / 1000} s`);
}

/** Runs a command to its end with the console attached; fails on a non-zero exit or after `limitMs`. */
export function run(command, args, cwd, env = {}, limitMs = 300_000) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: 'inherit',
      timeout: limitMs,
    });
    child.on('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`${command} ${args.join(' ')}: ${signal ?? `exit ${code}`}`)),
    );
  });
}

/**
 * What the browser benchmarks measure against: the production build (unless `--no-build` is
 * given: dist/ of an earlier run) on `appPort` and the mock API on `mockPort`. The build is
 * served by `vite preview`, or, with `certificate` (`{ cert, key }`, tls.mjs), as users get it
 * (docs/deploy.md): behind nginx with deploy/*.conf (`scripts/serve.mjs --tls`) over HTTPS with
 * HTTP/2. With `baseline` (`{ dir, port }`) too, the build in `dir` (an earlier dist/, built for
 * the same mock) on its own port, to compare with. The ports must be free; resolves once all
 * answer.
 */
export async function startBuildAndMock(dashboard, { appPort, mockPort, certificate, baseline }) {
  const appUrl = `${certificate ? 'https' : 'http'}://127.0.0.1:${appPort}`;
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  await ensureFree(mockUrl);
  await ensureFree(appUrl);
  const build = !args.includes('--no-build');
  const env = {
    VITE_API_BASE_URL: mockUrl,
    ...(certificate ? { SERVE_TLS_CERT: certificate.cert, SERVE_TLS_KEY: certificate.key } : {}),
  };
  if (baseline) {
    const baselineUrl = `https://127.0.0.1:${baseline.port}`;
    await ensureFree(baselineUrl);
    const serve = ['scripts/serve.mjs', '--port', baseline.port, '--tls', '--dist', baseline.dir];
    await waitForUrl(baselineUrl, start('node', serve, dashboard, env), 'the baseline server');
  }
  if (build && !certificate) {
    await run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], dashboard, env);
  }
  const mock = start('pnpm', ['--filter', '@backoffice/mock-server', 'start'], dashboard, {
    PORT: mockPort,
    HOST: '127.0.0.1',
    MOCK_QUIET: '1',
  });
  // serve.mjs builds first itself, unless told not to.
  const app = certificate
    ? start(
        'node',
        ['scripts/serve.mjs', '--port', appPort, '--tls', ...(build ? [] : ['--no-build'])],
        dashboard,
        env,
      )
    : start('pnpm', ['exec', 'vite', 'preview', '--port', appPort, '--strictPort'], dashboard);
  await waitForUrl(`${mockUrl}/v1/partner_master/getbyid`, mock, 'the mock API');
  await waitForUrl(appUrl, app, 'the app', 240_000);
}

/**
 * Runs a benchmark's `main` (which answers its exit code) and exits with it; the servers it
 * started stop at the end, on an error (printed, exit 1) and on Ctrl-C. They run in their own
 * process groups: Ctrl-C reaches only the script, which stops them.
 */
export async function runBenchmark(main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopServers();
      process.exit(130);
    });
  }
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    console.error(error);
  } finally {
    stopServers();
  }
  process.exit(code);
}
