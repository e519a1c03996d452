// `pnpm soak`, the long-job soak (issue 36): the `large` partner list exported with the SDK's
// defaults from the mock's `flaky` scenario (a quarter of the reads answer 503), seeds 1-SEEDS
// (10) at concurrency 1 and 4, with the sign-in working and failing its first two tries; exits 1
// unless every run reads exactly 10,000 distinct rows. Slow (real backoffs): run on demand.
import { printTable } from '../../../scripts/bench-figures.mjs';
import { startMock } from '../../../scripts/mock-process.mjs';

const SEEDS = Number(process.env.SEEDS ?? 10);
const ROWS = 10_000;
const { createApiClient, paginate } = await import(
  new URL('../dist/index.js', import.meta.url).href
);
// `large` makes the rows; `flaky` then keeps them and fails a quarter of the reads.
const { baseUrl, stop } = await startMock(['--scenario', 'large', '--seed', '1']);

async function control(method, path, body) {
  const response = await fetch(`${baseUrl}/__mock/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /__mock/${path}: ${await response.text()}`);
}

/** One export: a fresh client with the SDK's defaults, every row of listPartners. */
async function exportRun(seed, concurrency, loginFails) {
  await control('PUT', 'scenario', { name: 'flaky', seed });
  await control('DELETE', 'rules');
  if (loginFails) await control('POST', 'rules', { operationId: 'login', status: 503, times: 2 });
  let requests = 0;
  let unavailable = 0;
  const client = createApiClient({
    baseUrl,
    auth: { email: 'admin@backoffice.test', password: 'password123' },
    fetch: async (request) => {
      requests += 1;
      const response = await fetch(request);
      if (response.status === 503) unavailable += 1;
      return response;
    },
  });
  const ids = new Set();
  const started = performance.now();
  let failure = '';
  try {
    for await (const partner of paginate(client, 'listPartners', { concurrency })) {
      ids.add(partner.id);
    }
  } catch (error) {
    failure = error.message;
  }
  const seconds = (performance.now() - started) / 1000;
  return { seed, concurrency, loginFails, rows: ids.size, requests, unavailable, seconds, failure };
}

const runs = [];
try {
  for (const loginFails of [false, true]) {
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      for (const concurrency of [1, 4]) {
        const run = await exportRun(seed, concurrency, loginFails);
        runs.push(run);
        console.error(
          `seed ${seed} c${concurrency}${loginFails ? ' login fails twice' : ''}: ${run.rows} rows ${run.seconds.toFixed(1)} s ${run.failure}`,
        );
      }
    }
  }
} finally {
  stop();
}

console.log(`\nexport of listPartners (large) under flaky, SDK defaults: ${runs.length} runs`);
printTable(
  ['sign-in', 'seed', 'concurrency', 'rows', 'requests', '503s', 'time', 'result'],
  runs.map((run) => [
    run.loginFails ? 'fails twice' : 'works',
    run.seed,
    run.concurrency,
    run.rows,
    run.requests,
    run.unavailable,
    `${run.seconds.toFixed(1)} s`,
    run.rows === ROWS && run.failure === '' ? 'OK' : `FAILED ${run.failure}`,
  ]),
);
const finished = runs.filter((run) => run.rows === ROWS && run.failure === '').length;
console.log(`\n${finished} of ${runs.length} runs read exactly ${ROWS} distinct rows`);
if (finished < runs.length) process.exitCode = 1;
