// paginate over the 10,000 partners of the mock's `large` scenario (budget: concurrency 4 in
// <= 5 s, docs/engineering.md#budgets). The mock runs in a child process (`pnpm mock --scenario
// large` on a free port); the whole list is read with concurrency 1 and 4, in alternating runs;
// the figure is each one's median. Also prints the size of dist/.
// usage: pnpm bench:sdk (after bench.mjs)   env: RUNS (default 3)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { percentile, printTable } from '../../../scripts/bench-figures.mjs';
import { startMock } from '../../../scripts/mock-process.mjs';

const ROWS = 10_000;
const RUNS = Number(process.env.RUNS ?? 3);
const BUDGET_MS = 5000;
const distDir = new URL('../dist/', import.meta.url);

const { collect, createApiClient } = await import(new URL('index.js', distDir).href);
const { baseUrl, stop } = await startMock(['--scenario', 'large', '--seed', '1']);
try {
  const client = createApiClient({
    baseUrl,
    auth: { email: 'admin@backoffice.test', password: 'password123' },
    timeoutMs: 30_000,
  });
  const times = { 1: [], 4: [] };
  let read = 0;
  for (let run = 0; run < RUNS; run += 1) {
    for (const concurrency of run % 2 === 0 ? [1, 4] : [4, 1]) {
      const started = performance.now();
      const rows = await collect(client, 'listPartners', { concurrency });
      times[concurrency].push(performance.now() - started);
      read = rows.length;
    }
  }
  const c1 = percentile(times[1], 50);
  const c4 = percentile(times[4], 50);
  console.log(
    `\npaginate('listPartners') on the mock: ${read} rows, pages of 100, median of ${RUNS} runs`,
  );
  const figures = (ms) => [`${(ms / 1000).toFixed(2)} s`, Math.round(read / (ms / 1000))];
  printTable(
    ['concurrency', 'time', 'rows/s', 'budget'],
    [
      [1, ...figures(c1), '—'],
      [4, ...figures(c4), `<= ${BUDGET_MS / 1000} s ${c4 <= BUDGET_MS ? 'OK' : 'OVER BUDGET'}`],
    ],
  );
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const file = (name) => readFileSync(new URL(name, distDir));
  const gzip = (name) => kb(gzipSync(file(name)).length);
  let total = 0;
  for (const name of readdirSync(distDir)) total += statSync(new URL(name, distDir)).size;
  console.log(
    `\ndist/: ${kb(total)} in all (source maps and declarations included); index.js ${kb(file('index.js').length)} (${gzip('index.js')} gzip), index.cjs ${gzip('index.cjs')} gzip`,
  );
  if (read < ROWS || c4 > BUDGET_MS) process.exitCode = 1;
} finally {
  stop();
}
