// What one request costs as the data grows (budget in docs/engineering.md#budgets: at most 2x
// the seed's cost), for every list the `large` scenario grows (the admin partner, user and
// transaction lists, the demo partner's members and transactions) and the admin dashboard.
// The data grows two ways: the `large` scenario (10,000 rows in each of those lists), and 5,000
// partners added through POST /v1/partner_master/create. It is measured two ways:
// - over HTTP, the server `pnpm mock` runs, one request at a time on a kept-alive connection:
//   what a caller waits, as the issue measured it (1.2 ms -> 116 ms); the budget is judged here;
// - in-process, through the pipeline the server calls (validation, handler, JSON) without a
//   socket: the mock's own CPU per request, where the rows' share shows most.
// Each way runs ROUNDS rounds, after one that warms up and is not counted, of: back to the
// seed, time, switch to the `large` scenario, time, back to the seed, add the partners, time
// again. Both growths are judged against the seed's time. Over HTTP it runs twice: with no
// rule, then with one rule set (BENCH_RULE, by default a 503 on an operation none of the timed
// calls is), since every call is checked against the scope's rules; both must meet the budget.
// usage: pnpm --filter @backoffice/mock-server bench:growth
// env: BENCH_GROW (5000 partners), BENCH_SAMPLES (300 per stage), BENCH_GROWTH_ROUNDS (3),
//      BENCH_RULE (the rule of the second HTTP run)
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@backoffice/contract';
import { loadContract } from '@backoffice/contract/load';
import { createMockApi } from '../src/app';
import { LARGE_ROWS } from '../src/control/scenarios';
import { benchRule, median, printTable, startMock } from './processes';

const GROW = Number(process.env.BENCH_GROW ?? 5000);
/** Sequential requests timed per path and stage, after WARMUP untimed ones. */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARMUP = 100;
const ROUNDS = Number(process.env.BENCH_GROWTH_ROUNDS ?? 3);
const BUDGET = 2;

/** The requests timed, each by the demo account that makes it (`A` admin, `P` partner). */
export const GROWTH_PATHS = [
  { name: 'partner list', path: '/v1/partner_master/getall?page=2', as: 'A' },
  { name: 'user list', path: '/v1/admindata/allusers?page=2', as: 'A' },
  { name: 'transaction list', path: '/v1/admindata/alltrans?page=2', as: 'A' },
  { name: "partner's members", path: '/v1/partner_master/getallmember?page=2', as: 'P' },
  {
    name: "partner's transactions",
    path: '/v1/partner_master/getalltransaction?page=2',
    as: 'P',
  },
  { name: 'admin dashboard', path: '/v1/admindata/dashboard', as: 'A' },
] as const;

/**
 * The rule of the second HTTP run: BENCH_RULE, or a 503 on an operation none of the timed calls
 * is, so what is timed is what a rule costs the calls it does not act on.
 */
const RULE: unknown = benchRule() ?? { operationId: 'listVouchers', status: 503 };

type Tokens = Record<(typeof GROWTH_PATHS)[number]['as'], string>;

/** One request to the mock; answers the body, throws on a status other than 2xx. */
type Call = (method: string, path: string, token: string | null, json?: unknown) => Promise<string>;

function headersOf(token: string | null, json: unknown): Record<string, string> {
  return {
    ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    ...(json === undefined ? {} : { 'content-type': 'application/json' }),
  };
}

function failed(method: string, path: string, status: number, text: string): Error {
  return new Error(`${method} ${path} answered ${status}: ${text.slice(0, 300)}`);
}

/** In-process, as the node server calls the pipeline; the body is read, as the server does. */
function inProcess(): Call {
  const { answer } = createMockApi({ contract: loadContract() });
  return async (method, path, token, json) => {
    const response = await answer(
      new Request(`http://127.0.0.1:4010${path}`, {
        method,
        headers: headersOf(token, json),
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
    );
    const text = await response.text();
    if (!response.ok) throw failed(method, path, response.status, text);
    return text;
  };
}

/** Over HTTP with node:http on one kept-alive connection (a light client, not fetch). */
function overHttp(base: string): Call {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return (method, path, token, json) =>
    new Promise((resolve, reject) => {
      const body = json === undefined ? undefined : JSON.stringify(json);
      const req = request(`${base}${path}`, { method, agent, headers: headersOf(token, json) });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(text);
          else reject(failed(method, path, status, text));
        });
      });
      req.on('error', reject);
      req.end(body);
    });
}

/** Median time of one request, in ms, over SAMPLES sequential calls. */
async function timeRequests(call: Call, path: string, token: string): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await call('GET', path, token);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await call('GET', path, token);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function grow(call: Call, token: string): Promise<number> {
  const started = performance.now();
  for (let i = 1; i <= GROW; i++) {
    await call('POST', '/v1/partner_master/create', token, {
      name: `Bench Partner ${i}`,
      email: `bench.partner.${i}@example.co.id`,
      phone: `08${String(1_000_000_000 + i)}`,
      password: 'password123',
    });
  }
  return (performance.now() - started) / GROW;
}

/** How the data grew from the seed, for a row of the table. */
type Stage = 'created' | 'large';

interface GrowthRow {
  readonly name: string;
  readonly path: string;
  readonly via: string;
  /** The rule set while timed, or null. */
  readonly rule: unknown;
  readonly stage: Stage;
  readonly judged: boolean;
  /** Medians over the rounds of each round's p50. */
  readonly seed: number;
  readonly grown: number;
  readonly ratio: number;
  readonly rounds: readonly number[];
  /** The average time of one create (the `created` stage only). */
  readonly createMs: number | null;
}

/** Back to the seed (the demo accounts stay signed in), with the run's rule, if any, again. */
async function backToSeed(call: Call, token: string, rule: unknown): Promise<void> {
  // The reset restores the seed and keeps the demo accounts signed in; it removes the rules.
  await call('POST', '/__mock/reset', token);
  if (rule !== null) await call('POST', '/__mock/rules', token, rule);
}

/** Each path's p50 now, added to its list of rounds when the round counts. */
async function timePaths(call: Call, tokens: Tokens, into: number[][], counted: boolean) {
  for (const [i, { path, as }] of GROWTH_PATHS.entries()) {
    const ms = await timeRequests(call, path, tokens[as]);
    if (counted) into[i]?.push(ms);
  }
}

async function signIn(call: Call, role: keyof Tokens): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (account === undefined) throw new Error(`no demo account with role ${role}`);
  const answer = JSON.parse(
    await call('POST', '/v1/partner_master/login', null, {
      email: account.email,
      password: DEMO_PASSWORD,
    }),
  ) as { data: { token: string } };
  return answer.data.token;
}

async function measure(
  via: string,
  judged: boolean,
  call: Call,
  rule: unknown,
): Promise<GrowthRow[]> {
  const tokens: Tokens = { A: await signIn(call, 'A'), P: await signIn(call, 'P') };
  const token = tokens.A;
  const seed: number[][] = GROWTH_PATHS.map(() => []);
  const grown: Record<Stage, number[][]> = {
    created: GROWTH_PATHS.map(() => []),
    large: GROWTH_PATHS.map(() => []),
  };
  const createMs: number[] = [];
  // Round 0 is not counted: a fresh process runs cold code, and its first seed looked slower
  // than the grown table (a ratio under 1).
  for (let round = 0; round <= ROUNDS; round++) {
    const counted = round > 0;
    await backToSeed(call, token, rule);
    await timePaths(call, tokens, seed, counted);
    await call('PUT', '/__mock/scenario', token, { name: 'large' });
    await timePaths(call, tokens, grown.large, counted);
    await backToSeed(call, token, rule);
    const create = await grow(call, token);
    if (counted) createMs.push(create);
    await timePaths(call, tokens, grown.created, counted);
  }
  return (['created', 'large'] as const).flatMap((stage) =>
    GROWTH_PATHS.map(({ name, path }, i) => {
      const before = seed[i] ?? [];
      const after = grown[stage][i] ?? [];
      return {
        name,
        path,
        via,
        rule,
        stage,
        judged,
        seed: median(before),
        grown: median(after),
        ratio: median(after) / median(before),
        rounds: before.map((s, round) => (after[round] ?? Number.NaN) / s),
        createMs: stage === 'created' ? median(createMs) : null,
      };
    }),
  );
}

const STAGE_LABELS: Record<Stage, string> = {
  created: `+${GROW} created`,
  large: `large (${LARGE_ROWS} rows a list)`,
};

export async function benchGrowth(): Promise<{ ok: boolean }> {
  const children: ChildProcess[] = [];
  let rows: GrowthRow[];
  try {
    const base = await startMock(children);
    rows = [
      ...(await measure('HTTP', true, overHttp(base), null)),
      ...(await measure('HTTP', true, overHttp(base), RULE)),
      ...(await measure('in-process', false, inProcess(), null)),
    ];
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
  console.log(
    `Cost of one request at the seed, in the large scenario and after ${GROW} POST /v1/partner_master/create: p50 of ${SAMPLES} sequential requests (after ${WARMUP} untimed), median of ${ROUNDS} rounds (reset, time, large, time, reset, grow, time) after one uncounted; "rule": ${JSON.stringify(RULE)} set while timed\n`,
  );
  printTable([
    [
      'request',
      'via',
      'rule',
      'grown by',
      'seed p50',
      'grown p50',
      'ratio',
      'each round',
      'one create',
      'budget',
    ],
    ...rows.map((r) => [
      `${r.name} (GET ${r.path})`,
      r.via,
      r.rule === null ? 'none' : 'rule',
      STAGE_LABELS[r.stage],
      `${r.seed.toFixed(3)} ms`,
      `${r.grown.toFixed(3)} ms`,
      `${r.ratio.toFixed(2)}x`,
      r.rounds.map((x) => `${x.toFixed(2)}x`).join(' '),
      r.createMs === null ? '' : `${r.createMs.toFixed(2)} ms`,
      r.judged ? (r.ratio <= BUDGET ? `<= ${BUDGET}x ok` : `<= ${BUDGET}x MISSED`) : 'shown',
    ]),
  ]);
  return { ok: rows.every((r) => !r.judged || r.ratio <= BUDGET) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await benchGrowth();
  process.exitCode = ok ? 0 : 1;
}
