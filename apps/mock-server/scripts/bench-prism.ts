// Throughput of the mock against Prism mocking the same YAML, in one run (budget in
// docs/engineering.md#budgets: the mock answers at least twice as many requests per second).
// Fair to both: each quiet (MOCK_QUIET=1, Prism `-v error`), each warmed up, then ROUNDS rounds
// in turn (mock, prism, mock, prism, ...) so a busy moment of the machine hits both; the ratio
// of each round, their median and minimum.
// usage: pnpm --filter @backoffice/mock-server bench:prism
// env: BENCH_PATH (default a paged admin list), BENCH_SECONDS (5 per round), BENCH_ROUNDS (3)
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import {
  benchRule,
  contractFile,
  describeBenchRule,
  freePort,
  median,
  packageDir,
  printTable,
  start,
  startMock,
  waitFor,
} from './processes';

const path = process.env.BENCH_PATH ?? '/v1/partner_master/getall?page=2';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 10;

interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

async function measure(name: string, url: string, token: string, duration: number) {
  const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!first.ok) throw new Error(`${name}: ${url} answered ${first.status}: ${await first.text()}`);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  const figures: Figures = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  if (figures.non2xx > 0 || figures.errors > 0) {
    throw new Error(`${name} answered non-2xx (${figures.non2xx}) or failed (${figures.errors})`);
  }
  return figures;
}

export async function benchPrism(): Promise<{ median: number; min: number; ok: boolean }> {
  const children: ChildProcess[] = [];
  try {
    const mock = await startMock(children);
    const prismPort = await freePort();
    children.push(
      start(resolve(packageDir, 'node_modules/.bin/prism'), [
        'mock',
        contractFile,
        '-p',
        String(prismPort),
        '-v',
        'error',
      ]),
    );
    const prism = `http://127.0.0.1:${prismPort}`;
    await waitFor(`${prism}/v1/jvoucher/type`);
    const login = await fetch(`${mock}/v1/partner_master/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@backoffice.test', password: 'password123' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const rule = benchRule();
    if (rule !== null) {
      const added = await fetch(`${mock}/__mock/rules`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rule),
      });
      if (added.status !== 201) throw new Error(`BENCH_RULE refused: ${await added.text()}`);
    }
    // Prism only checks that a bearer token is present, so the mock's token serves both.
    const servers = [
      { name: 'mock (msw + ajv)', url: mock + path },
      { name: 'prism 5.14', url: prism + path },
    ] as const;

    console.log(
      `GET ${path}, ${CONNECTIONS} connections, both quiet, the mock with ${describeBenchRule()}; warm-up ${WARMUP_SECONDS} s each, then ${rounds} rounds of ${seconds} s each, mock and prism in turn\n`,
    );
    for (const server of servers)
      await measure(server.name, server.url, data.token, WARMUP_SECONDS);
    const table: string[][] = [
      ['round', 'mock req/s', 'prism req/s', 'mock / prism', 'mock p50 / p99', 'prism p50 / p99'],
    ];
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const ours = await measure(servers[0].name, servers[0].url, data.token, seconds);
      const theirs = await measure(servers[1].name, servers[1].url, data.token, seconds);
      const ratio = ours.rps / theirs.rps;
      ratios.push(ratio);
      table.push([
        String(round),
        ours.rps.toFixed(0),
        theirs.rps.toFixed(0),
        `${ratio.toFixed(2)}x`,
        `${ours.p50} / ${ours.p99} ms`,
        `${theirs.p50} / ${theirs.p99} ms`,
      ]);
    }
    printTable(table);
    const result = { median: median(ratios), min: Math.min(...ratios) };
    const ok = result.median >= 2;
    console.log(
      `\nmock / prism: median ${result.median.toFixed(2)}x, minimum ${result.min.toFixed(2)}x (budget: median >= 2.00x) ${ok ? 'ok' : 'MISSED'}`,
    );
    return { ...result, ok };
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await benchPrism();
  process.exitCode = ok ? 0 : 1;
}
