// `pnpm bench:mock`: the mock's throughput against Prism mocking the same YAML, at the seed and in
// the `large` scenario; how it is measured, its budget and its settings: README "Benchmarks".
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@backoffice/contract';
import { contractPath } from '@backoffice/contract/load';
import { createApiClient } from '@backoffice/sdk';
import autocannon from 'autocannon';
import { percentile, printTable } from '../../../scripts/bench-figures.mjs';
import { freePort, startMock, waitForUrl } from '../../../scripts/mock-process.mjs';
import { type MockRuleInput, mockControl } from '../src/control/client';

const path = process.env.BENCH_PATH ?? '/v1/partner_master/getall?page=2';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 10;
const rule: MockRuleInput | null = process.env.BENCH_RULE
  ? JSON.parse(process.env.BENCH_RULE)
  : null;

async function measure(name: string, url: string, token: string, duration: number) {
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${name}: ${url} answered ${first.status}: ${await first.text()}`);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name} answered non-2xx (${result.non2xx}) or failed (${result.errors})`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function benchPrism(scenario: 'seed' | 'large'): Promise<boolean> {
  const children: ChildProcess[] = [];
  try {
    const started = await startMock(scenario === 'seed' ? [] : ['--scenario', scenario]);
    children.push(started.child);
    const mock = started.baseUrl;
    // Prism does not say which port 0 gave it when quiet.
    const prismPort = await freePort();
    children.push(
      spawn(
        resolve(import.meta.dirname, '../node_modules/.bin/prism'),
        ['mock', contractPath(), '-p', String(prismPort), '-v', 'error'],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      ),
    );
    const prism = `http://127.0.0.1:${prismPort}`;
    await waitForUrl(`${prism}/v1/jvoucher/type`, { limitMs: 60_000 });
    const { data: login } = await createApiClient({ baseUrl: mock }).POST(
      '/v1/partner_master/login',
      { body: { email: 'admin@backoffice.test', password: DEMO_PASSWORD } },
    );
    const { token } = login.data;
    if (rule !== null) await mockControl({ baseUrl: mock }).addRule(rule);
    // Prism only checks that a bearer token is present, so the mock's token serves both.
    const servers = [
      { name: 'mock (msw + ajv)', url: mock + path },
      { name: 'prism 5.14', url: prism + path },
    ] as const;

    console.log(
      `${scenario === 'seed' ? 'At the seed' : 'In the large scenario'}: GET ${path}, ${CONNECTIONS} connections, both quiet, the mock with ${rule === null ? 'no rule set' : `rule set: ${JSON.stringify(rule)}`}; warm-up ${WARMUP_SECONDS} s each, then ${rounds} rounds of ${seconds} s each, mock and prism in turn\n`,
    );
    for (const server of servers) await measure(server.name, server.url, token, WARMUP_SECONDS);
    const table: string[][] = [];
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const ours = await measure(servers[0].name, servers[0].url, token, seconds);
      const theirs = await measure(servers[1].name, servers[1].url, token, seconds);
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
    printTable(
      ['round', 'mock req/s', 'prism req/s', 'mock / prism', 'mock p50 / p99', 'prism p50 / p99'],
      table,
      { padded: true },
    );
    const median = percentile(ratios, 50) ?? 0;
    const ok = median >= 2;
    console.log(
      `\n${scenario}: mock / prism median ${median.toFixed(2)}x, minimum ${Math.min(...ratios).toFixed(2)}x (budget: median >= 2.00x) ${ok ? 'ok' : 'MISSED'}\n`,
    );
    return ok;
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

const atSeed = await benchPrism('seed');
const inLarge = await benchPrism('large');
process.exitCode = atSeed && inLarge ? 0 : 1;
