#!/usr/bin/env node
/**
 * `pnpm bench:first-row` (docs/engineering.md#budgets,
 * docs/performance.md#what-a-lists-user-waits-for): what a user waits for on a phone's first visit: the time from the navigation's start to the
 * first data row, and LCP, against the budget (the first row's median ≤ 2.0 s at 150 ms a
 * request, ≤ 4.0 s at 562.5 ms). A benchmark, not a test (not in `pnpm test`).
 *
 * What users get: the production build behind nginx over HTTPS with HTTP/2
 * (`scripts/serve.mjs --tls`, a certificate only this run's Chromium trusts, as
 * `bench:lighthouse`), the mock API, Debian's Chromium at 412 × 823 px. Each role signs in
 * through the login form once beforehand; each run is a new browser context (an empty HTTP
 * cache) given that session's cookies and storage, so what is measured is the route's own load:
 * the **cold** first visit, then the same URL loaded again in that context (the **repeat**
 * visit, its HTTP cache warm). Chromium throttles the page itself (`throttle` in
 * bench-browser.mjs: every request of the page, to the app and to the API, 150 ms more, then
 * 562.5 ms more as Lighthouse's devtools preset; 1.47 Mbit/s down, 0.68 up; the CPU 4× slower).
 * In the page, `watchFirstRow` (a MutationObserver, the same as `bench:lists`) notes when the
 * first data row is in the document, and `watchLcp` the latest LCP candidate, read once the
 * network is idle. Before its runs, each route is loaded once unthrottled and not measured, so
 * the servers' own first answers (the mock's first call of an operation) are not counted.
 * The figures move with the machine's load, which the 4× slowdown multiplies.
 *
 * Routes: every route marked `list: { firstRow }` in src/app/routes.ts (read through
 * scripts/route-table.mjs), as a demo role it lets in, and each role's `/` (A, P, M), whose
 * "data shown" is the first of its figures with its value: `[data-slot="stat"]:not([aria-busy])`
 * (the admin's period figures, the partner's referral figures, the merchant's redeem counts are
 * all @backoffice/ui `Stat`s, `aria-busy` while their answer is on its way).
 *
 * Options: `--runs N` (3; the median is printed), `--route /path` (repeatable: only those
 * routes; `/` is the three homes), `--no-build` (serve dist/ of an earlier build),
 * `--baseline DIR` (also serve the build in DIR, a copy of an earlier dist/ built with
 * VITE_API_BASE_URL=http://127.0.0.1:<BENCH_MOCK_PORT>, on BENCH_APP_PORT + 1, and measure it
 * run for run beside this one: A/B under the same load; a row per build), `--chain` (prints
 * every request of each cold visit with its start, end and bytes on the wire, ms after the document's request: the
 * request chain, link by link, the API call's among them). Ports: BENCH_APP_PORT (5187),
 * BENCH_MOCK_PORT (4017). Every wait has a time limit; the servers stop at the end, also on
 * failure. A visit that does not end within the wait is said and left out of the medians, and
 * the table goes on. The whole table is printed, then exit 1 when a cold first row's median (of
 * this build) is over its budget, a visit did not end, or on an error.
 */
import { option, options, percentile, printTable } from '../../../scripts/bench-figures.mjs';
import {
  firstRowShown,
  launchChromium,
  PHONE,
  ROLE_FOR_ACCESS,
  runBenchmark,
  signedInContext,
  startServers,
  throttle,
  watchFirstRow,
  watchLcp,
} from './bench-browser.mjs';
import { readRouteTable } from './route-table.mjs';

const APP_PORT = Number(process.env.BENCH_APP_PORT || 5187);
/** A load slower than this is broken, not slow: ten times the larger budget. */
const WAIT_MS = 40_000;
/** Each request's added round trip, and the cold first row's budget at it (median). */
const LEVELS = [
  { latencyMs: 150, budgetMs: 2000 },
  { latencyMs: PHONE.latencyMs, budgetMs: 4000 },
];
/** A role's `/` has shown its data: one of its figures holds its value (see the header). */
const HOME_DATA = '[data-slot="stat"]:not([aria-busy])';

const runs = Number(option('--runs', 3));
const only = options('--route');
const baselineDir = option('--baseline', null);
const chain = process.argv.includes('--chain');

/** Every list route as a role it lets in, then each role's home. */
async function routesToMeasure() {
  const { routes } = await readRouteTable();
  const lists = routes
    .filter((route) => route.pages.length > 0 && route.list)
    .map((route) => ({
      path: route.path,
      role: ROLE_FOR_ACCESS[route.access],
      firstRow: route.list.firstRow,
    }));
  const homes = ['A', 'P', 'M'].map((role) => ({ path: '/', role, firstRow: HOME_DATA }));
  return [...homes, ...lists].filter((route) => only.length === 0 || only.includes(route.path));
}

/** One load of the route's URL in `page`: ms from the navigation's start to the first row, LCP. */
async function load(page, url, route) {
  await page.goto(`${url}${route.path}`, { waitUntil: 'commit', timeout: WAIT_MS });
  // Polled every 100 ms rather than every frame: the page's CPU is throttled.
  const firstRow = await firstRowShown(page, WAIT_MS, 100);
  const landed = new URL(page.url()).pathname;
  if (landed !== route.path) throw new Error(`${route.path} (${route.role}) landed on ${landed}`);
  // LCP is final once nothing larger paints: the network idle, the rows and figures are in.
  await page.waitForLoadState('networkidle', { timeout: WAIT_MS });
  // No candidate (0) is no figure: under load Chromium now and then records neither LCP nor FCP
  // for a load whose rows are in (docs/performance.md#what-a-lists-user-waits-for).
  return { firstRow, lcp: await page.evaluate(() => window.__lcp || null) };
}

/** With `--chain`: notes every request of the page's next load, printed by the answer. */
function noteRequests(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    const { pathname, search } = new URL(request.url);
    const name = `${request.method} ${pathname.split('/').pop() || '/'}${search}`;
    if (!requests.has(requestId)) {
      requests.set(requestId, { name, start: timestamp, end: null, bytes: 0 });
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) Object.assign(request, { end: timestamp, bytes: encodedDataLength });
  });
  return () => {
    const all = [...requests.values()].sort((a, b) => a.start - b.start);
    const ms = (at) => String(at === null ? '–' : Math.round((at - all[0].start) * 1000));
    for (const { name, start, end, bytes } of all) {
      const kb = `${(bytes / 1024).toFixed(1)} KB`;
      console.error(
        `  ${ms(start).padStart(6)} → ${ms(end).padStart(6)}  ${kb.padStart(8)}  ${name}`,
      );
    }
  };
}

/**
 * A cold visit of the build at `url` in a new context (an empty HTTP cache) with the role's
 * session, then a repeat; throttled by `conditions` (null: not at all).
 */
async function visit(browser, url, route, conditions) {
  const context = await signedInContext(browser, url, route.role, WAIT_MS, {
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstRow, route.firstRow);
    await page.addInitScript(watchLcp);
    const cdp = conditions ? await throttle(context, page, conditions) : null;
    const printChain = chain && cdp ? noteRequests(cdp) : null;
    const cold = await load(page, url, route);
    printChain?.();
    const repeat = await load(page, url, route);
    return { cold, repeat };
  } finally {
    await context.close();
  }
}

/** A visit that did not end: no figures. */
const NO_FIGURES = { firstRow: null, lcp: null };
const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
/** The figures measured, one name per column: the first row and LCP, cold and repeat. */
const FIGURES = [
  ['row cold', 'cold', 'firstRow'],
  ['row repeat', 'repeat', 'firstRow'],
  ['LCP cold', 'cold', 'lcp'],
  ['LCP repeat', 'repeat', 'lcp'],
];

async function main() {
  const routes = await routesToMeasure();
  if (routes.length === 0) {
    console.error(`--route ${only.join(' ')}: no list route nor home by that path`);
    return 1;
  }
  const baselinePort = String(APP_PORT + 1);
  const url = await startServers({
    appPort: String(APP_PORT),
    mockPort: process.env.BENCH_MOCK_PORT || '4017',
    baseline: baselineDir ? { dir: baselineDir, port: baselinePort } : undefined,
  });
  /** The builds measured, run for run: the baseline first when there is one. */
  const builds = [
    ...(baselineDir ? [{ name: 'baseline', url: `https://127.0.0.1:${baselinePort}` }] : []),
    { name: 'this build', url },
  ];
  const browser = await launchChromium([], { timeout: WAIT_MS });
  const compared = builds.length > 1;
  const table = [];
  /** The visits that did not end within WAIT_MS, by route, build and level. */
  const stalled = [];
  /** The cold first rows of this build over their budget. */
  let over = 0;
  try {
    for (const route of routes) {
      /** A visit, or, when it does not end, no figures: a finding, not the end of the table. */
      const visitOrNote = ({ url, name }, conditions, when) =>
        visit(browser, url, route, conditions).catch((error) => {
          stalled.push(`${route.path} (${route.role}, ${name}) ${when}`);
          console.error(`${stalled.at(-1)}: ${error.message.split('\n')[0]}`);
          return { cold: NO_FIGURES, repeat: NO_FIGURES };
        });
      // Unmeasured and not emulated at all: the servers' own first answers (nginx opening the
      // files, the mock's first call of an operation) are not what a phone waits for; and with no
      // added latency but its bandwidth limit, Chromium's emulation now and then never answers a
      // burst of requests (docs/performance.md#the-routes-code-named-by-its-own-document).
      for (const build of builds) await visitOrNote(build, null, 'unthrottled, before its runs');
      const cells = builds.map(() => []);
      const missed = builds.map(() => []);
      for (const { latencyMs, budgetMs } of LEVELS) {
        const visits = builds.map(() => []);
        const conditions = { latencyMs, cpuSlowdown: PHONE.cpuSlowdown };
        for (let run = 0; run < runs; run += 1) {
          for (const [at, build] of builds.entries()) {
            const what = `${route.path} (${route.role}, ${build.name}) at ${latencyMs} ms`;
            if (chain) console.error(`${what}, cold:`);
            visits[at].push(await visitOrNote(build, conditions, `at ${latencyMs} ms`));
          }
        }
        for (const [at, { name }] of builds.entries()) {
          const figures = FIGURES.map(([, load, field]) => visits[at].map((v) => v[load][field]));
          const medians = figures.map((f) => percentile(f, 50));
          cells[at].push(...medians.map(seconds));
          // No figure (every run stalled) is no pass.
          if (medians[0] === null || medians[0] > budgetMs) missed[at].push(`${latencyMs} ms`);
          const each = figures.map(
            (f, i) =>
              `${FIGURES[i][0]} ${f.map((ms) => (ms === null ? '–' : Math.round(ms))).join(' ')}`,
          );
          const build = compared ? `, ${name}` : '';
          console.error(
            `${route.path} (${route.role}${build}) at ${latencyMs} ms: ${each.join('; ')}`,
          );
        }
      }
      for (const [at, build] of builds.entries()) {
        if (build.name === 'this build') over += missed[at].length;
        const verdict = missed[at].length === 0 ? 'ok' : `OVER at ${missed[at].join(', ')}`;
        const buildCell = compared ? [build.name] : [];
        table.push([route.path, route.role, ...buildCell, ...cells[at], verdict]);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nFirst data row and LCP, ms from the navigation's start, median of ${runs} run(s); cold: a first visit signed in, HTTP cache empty; repeat: loaded again right after. Throttled by Chromium: ${LEVELS.map((l) => `${l.latencyMs} ms`).join(' and ')} a request, 1.47 Mbit/s down, 0.68 up, CPU ${PHONE.cpuSlowdown}× slower; 412 × 823 px. Budget: the cold first row ${LEVELS.map((l) => `≤ ${seconds(l.budgetMs)} at ${l.latencyMs} ms`).join(', ')}\n`,
  );
  const head = LEVELS.flatMap(({ latencyMs }) => FIGURES.map(([name]) => `${name} ${latencyMs}`));
  printTable(['route', 'role', ...(compared ? ['build'] : []), ...head, 'budget'], table);
  if (stalled.length > 0) {
    console.log(`\nDid not end within ${WAIT_MS / 1000} s (left out of the medians):`);
    for (const visit of stalled) console.log(`- ${visit}`);
  }
  return over > 0 || stalled.length > 0 ? 1 : 0;
}

await runBenchmark(main);
