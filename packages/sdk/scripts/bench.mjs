// SDK call overhead vs bare fetch (budget: <= 1.20x, docs/engineering.md#budgets, ADR 0013): the
// ratio of median call times, the server in a child process so its work does not dilute the
// difference. Calls alternate one by one (each round flips which goes first): batch by batch,
// the timing drifted by more than the budget on a shared 2-core machine. Two pairs doing the same
// job: the client with its defaults against a plain fetch, and with a time limit against a fetch
// with the same limit (a signal alone costs Node 20's fetch a tenth of a call, docs/performance.md).
// usage: pnpm bench:sdk   (builds dist first)   env: ROUNDS (default 5000), WARMUP (default 500)
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile, printTable } from '../../../scripts/bench-figures.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5000);
const WARMUP = Number(process.env.WARMUP ?? 500);
const TOKEN = 'bench-token';
const BUDGET = 1.2;
const TIME_LIMIT_MS = 10_000;

function serve() {
  const partners = Array.from({ length: 15 }, (_, i) => ({
    id: i + 1,
    name: `Budi Santoso ${i + 1}`,
    email: `partner${i + 1}@backoffice.test`,
    phone: '081234567890',
    address: 'Jl. Merdeka No. 1, Bandung',
    rowstatus: i % 3 === 0 ? 0 : 1,
    created_at: '2026-10-14T09:30:00+07:00',
  }));
  const body = JSON.stringify({
    data: partners,
    meta: { page: 1, totalpage: 4, totaldata: 52, totalDataOnPage: 15, totalActive: 40 },
  });
  const server = createServer((request, response) => {
    const ok = request.headers.authorization === `Bearer ${TOKEN}`;
    response.writeHead(ok ? 200 : 401, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(ok ? body : '{"message":"x"}'),
    });
    response.end(ok ? body : '{"message":"x"}');
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send?.(server.address().port));
}

async function bench() {
  const { createApiClient } = await import(new URL('../dist/index.js', import.meta.url).href);
  const child = fork(new URL(import.meta.url), ['--server'], { stdio: 'inherit' });
  const port = await new Promise((resolve) => child.once('message', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;

  const bareGet = async (signal) => {
    const response = await fetch(`${baseUrl}/v1/partner_master/getall?page=1&limit=15`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
      signal,
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return response.json();
  };
  const bare = () => bareGet(undefined);
  // The cheapest time limit by hand (AbortSignal.timeout costs more).
  const bareLimited = async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIME_LIMIT_MS);
    try {
      return await bareGet(controller.signal);
    } finally {
      clearTimeout(timer);
    }
  };
  // As Node tools use it: the default retries of reads, with and without a time limit.
  const sdkGet = (client) => async () => {
    const { data } = await client.GET('/v1/partner_master/getall', {
      params: { query: { page: 1, limit: 15 } },
    });
    return data;
  };
  const sdk = sdkGet(createApiClient({ baseUrl, auth: TOKEN }));
  const sdkLimited = sdkGet(createApiClient({ baseUrl, auth: TOKEN, timeoutMs: TIME_LIMIT_MS }));
  const pairs = [
    { name: 'defaults', bare, sdk },
    { name: `timeoutMs ${TIME_LIMIT_MS}`, bare: bareLimited, sdk: sdkLimited },
  ].map((pair) => ({ ...pair, bareTimes: [], sdkTimes: [] }));

  const timed = async (call, into) => {
    const start = performance.now();
    await call();
    into.push(performance.now() - start);
  };
  const median = (values) => percentile(values, 50);

  // The first WARMUP rounds are not counted.
  const discard = [];
  for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
    for (const pair of pairs) {
      const sides = [
        [pair.bare, round < WARMUP ? discard : pair.bareTimes],
        [pair.sdk, round < WARMUP ? discard : pair.sdkTimes],
      ];
      for (const [call, into] of round % 2 === 0 ? sides : sides.reverse()) await timed(call, into);
    }
  }
  child.kill();

  const us = (ms) => `${(ms * 1000).toFixed(1)} µs`;
  console.log(
    `${ROUNDS} interleaved rounds (after ${WARMUP} warm-up), GET list of 15, retries on, node ${process.version}\n`,
  );
  const rows = pairs.map(({ name, bareTimes, sdkTimes }) => {
    const ratio = median(sdkTimes) / median(bareTimes);
    const verdict = ratio <= BUDGET ? 'OK' : 'OVER BUDGET';
    return [name, us(median(bareTimes)), us(median(sdkTimes)), `${ratio.toFixed(3)}×`, verdict];
  });
  printTable(['pair', 'bare fetch', 'sdk client', 'ratio', `budget ≤ ${BUDGET.toFixed(2)}×`], rows);
  process.exitCode = rows.some((row) => row[4] !== 'OK') ? 1 : 0;
}

if (process.argv.includes('--server')) serve();
else await bench();
