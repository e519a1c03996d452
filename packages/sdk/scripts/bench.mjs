// SDK call overhead vs bare fetch (budget: <= 1.20x, docs/engineering.md#budgets and ADR 0013).
// The server runs in a child process so its work does not dilute the client-side difference.
// After a warm-up, rounds of one bare-fetch GET and one SDK GET alternate (each round flips
// which goes first) and every call is timed; the figure is the ratio of the median call times.
// Interleaving call by call keeps both sides under the same machine load, which matters on a
// shared 2-core machine where batch-by-batch timing drifted by more than the budget.
// usage: pnpm bench:sdk   (builds dist first)   env: ROUNDS (default 5000), WARMUP (default 500)
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';

const ROUNDS = Number(process.env.ROUNDS ?? 5000);
const WARMUP = Number(process.env.WARMUP ?? 500);
const TOKEN = 'bench-token';
const BUDGET = 1.2;

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

  const bare = async () => {
    const response = await fetch(`${baseUrl}/v1/partner_master/getall?page=1&limit=15`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return response.json();
  };
  // As a Node tool would use it: a time limit on every call and the default retries of reads.
  const client = createApiClient({ baseUrl, auth: TOKEN, timeoutMs: 10_000 });
  const sdk = async () => {
    const { data } = await client.GET('/v1/partner_master/getall', {
      params: { query: { page: 1, limit: 15 } },
    });
    return data;
  };

  const timed = async (call, into) => {
    const start = performance.now();
    await call();
    into.push(performance.now() - start);
  };
  const median = (values) => {
    const sorted = [...values].sort((x, y) => x - y);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };

  const discard = [];
  for (let i = 0; i < WARMUP; i += 1) {
    await timed(bare, discard);
    await timed(sdk, discard);
  }
  const bareTimes = [];
  const sdkTimes = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) {
      await timed(bare, bareTimes);
      await timed(sdk, sdkTimes);
    } else {
      await timed(sdk, sdkTimes);
      await timed(bare, bareTimes);
    }
  }
  child.kill();

  const us = (ms) => `${(ms * 1000).toFixed(1)} µs`;
  const bareMedian = median(bareTimes);
  const sdkMedian = median(sdkTimes);
  const ratio = sdkMedian / bareMedian;
  console.log(
    `${ROUNDS} interleaved rounds (after ${WARMUP} warm-up), GET list of 15, timeoutMs and retries on, node ${process.version}`,
  );
  console.log(`bare fetch : median ${us(bareMedian)} per call`);
  console.log(`sdk client : median ${us(sdkMedian)} per call`);
  console.log(
    `ratio      : ${ratio.toFixed(3)}x  (budget <= ${BUDGET.toFixed(2)}x) ${ratio <= BUDGET ? 'OK' : 'OVER BUDGET'}`,
  );
  process.exitCode = ratio <= BUDGET ? 0 : 1;
}

if (process.argv.includes('--server')) serve();
else await bench();
