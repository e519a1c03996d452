// Throughput of the mock against Prism mocking the same YAML, in one run (budget in
// docs/engineering.md#budgets: the mock answers at least twice as many requests per second).
// usage: pnpm bench:mock   env: BENCH_PATH (default a paged admin list), BENCH_SECONDS (10)
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contract = resolve(packageDir, '../../api/openapi.yaml');
const path = process.env.BENCH_PATH ?? '/v1/partner_master/getall?page=2';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

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

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, {
    cwd: packageDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, init: RequestInit, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, init);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer in time: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

interface Figures {
  readonly name: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

async function measure(name: string, url: string, token: string): Promise<Figures> {
  const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!first.ok) throw new Error(`${name}: ${url} answered ${first.status}: ${await first.text()}`);
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const children: ChildProcess[] = [];
try {
  const [mockPort, prismPort] = [await freePort(), await freePort()];
  children.push(
    start(resolve(packageDir, 'node_modules/.bin/tsx'), ['--conditions=source', 'src/server.ts'], {
      PORT: String(mockPort),
      MOCK_QUIET: '1',
      MOCK_LATENCY: '0',
      MOCK_PERSIST: '',
    }),
    start(
      resolve(packageDir, 'node_modules/.bin/prism'),
      ['mock', contract, '-p', String(prismPort)],
      {},
    ),
  );
  const mock = `http://127.0.0.1:${mockPort}`;
  const prism = `http://127.0.0.1:${prismPort}`;
  await waitFor(`${mock}/__mock/none`, {});
  await waitFor(`${prism}/v1/jvoucher/type`, {});
  const login = await fetch(`${mock}/v1/partner_master/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@backoffice.test', password: 'password123' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };

  console.log(`GET ${path}, 10 connections, ${seconds} s each, admin bearer token\n`);
  // Prism only checks that a bearer token is present, so the mock's token serves both.
  const figures = [
    await measure('mock (msw + ajv)', mock + path, data.token),
    await measure('prism 5.14', prism + path, data.token),
  ];
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(18)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   non-2xx ${f.non2xx}   errors ${f.errors}`,
    );
  }
  const [ours, theirs] = figures as [Figures, Figures];
  const ratio = ours.rps / theirs.rps;
  console.log(`\nmock / prism = ${ratio.toFixed(2)}x (budget: >= 2.00x)`);
  if (ours.non2xx > 0 || ours.errors > 0)
    throw new Error('the mock answered non-2xx or failed during the run');
  process.exitCode = ratio >= 2 ? 0 : 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
}
