/**
 * Servers a benchmark starts and must stop, whatever happens: each runs in its own process
 * group, so stopping it stops what it started (pnpm → tsx → node).
 */
import { spawn } from 'node:child_process';

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
