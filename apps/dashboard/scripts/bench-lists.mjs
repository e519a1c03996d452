#!/usr/bin/env node
/**
 * `pnpm bench:lists` (docs/engineering.md#budgets): how long a list screen takes to show its
 * first data row, against the 300 ms p50 budget. A benchmark, not a test (not in `pnpm test`).
 *
 * For every route marked `list: { firstRow }` in src/app/routes.ts (read through
 * scripts/route-table.mjs): production build, the mock API, Debian's Chromium, signed in (through
 * the login form) as a demo role the route lets in. Two measures, each over `--runs` runs (10)
 * after one warm-up:
 * - in-app: from the role's `/`, fully loaded, the router is sent to the route (what a menu link
 *   does) until the first row is in the page. This is the budget's measure;
 * - full load: a new page load of the route's URL until the first row (printed, not judged).
 * Times are taken in the page (`performance.now()`, a MutationObserver for the row); ADR 0073.
 *
 * Options: `--runs N`; `--no-build` (reuse dist/ of an earlier run on the same ports);
 * `--route '/path=selector'` measures a route as if it were marked (to try the benchmark on any
 * page). Ports: BENCH_APP_PORT (5183),
 * BENCH_MOCK_PORT (4013). Every wait has a time limit; both servers stop at the end, also on
 * failure. Exit 1 past the budget or on an error.
 */
import { resolve } from 'node:path';
import { option, options, percentile, printTable } from '../../../scripts/bench-figures.mjs';
import {
  firstRowShown,
  launchChromium,
  ROLE_FOR_ACCESS,
  sessionOf,
  watchFirstRow,
} from './bench-browser.mjs';
import { readRouteTable } from './route-table.mjs';
import { runBenchmark, startBuildAndMock } from './servers.mjs';

const dashboard = resolve(import.meta.dirname, '..');
const BUDGET_MS = 300;
const WAIT_MS = 15_000;
const APP_PORT = process.env.BENCH_APP_PORT || '5183';
const MOCK_PORT = process.env.BENCH_MOCK_PORT || '4013';
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const runs = Number(option('--runs', 10));

/** The list routes to measure: the marked ones and those named by `--route`. */
async function listRoutes() {
  const { routes } = await readRouteTable();
  const marked = routes
    .filter((route) => route.pages.length > 0 && route.list)
    .map((route) => ({ path: route.path, access: route.access, firstRow: route.list.firstRow }));
  const named = options('--route').map((spec) => {
    const [path, firstRow] = [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)];
    const route = routes.find((candidate) => candidate.path === path && candidate.pages.length > 0);
    if (!route || !firstRow) throw new Error(`--route ${spec}: want '<built route>=<selector>'`);
    return { path, access: route.access, firstRow };
  });
  return [...marked, ...named].map((route) => ({ ...route, role: ROLE_FOR_ACCESS[route.access] }));
}

/**
 * Milliseconds from the router's navigation (a pushState, as a link does) to the first row, from
 * the role's `/` (signed out: `/login`) fully loaded.
 */
async function inAppRun(page, route) {
  await page.goto(`${APP_URL}${route.role === null ? '/login' : '/'}`, {
    waitUntil: 'networkidle',
  });
  await page.evaluate((path) => {
    window.__firstRowReset();
    window.__navigatedAt = performance.now();
    history.pushState(null, '', path);
  }, route.path);
  await firstRowShown(page, WAIT_MS);
  return page.evaluate(() => window.__firstRowAt - window.__navigatedAt);
}

/** Milliseconds from the start of a page load of the route's URL to the first row. */
async function fullLoadRun(page, route) {
  await page.goto(`${APP_URL}${route.path}`, { waitUntil: 'commit' });
  return firstRowShown(page, WAIT_MS);
}

async function measure(context, route, once) {
  const page = await context.newPage();
  await page.addInitScript(watchFirstRow, route.firstRow);
  try {
    await once(page, route); // warm-up: chunks into the HTTP cache, the mock's first answers
    const times = [];
    for (let i = 0; i < runs; i += 1) times.push(await once(page, route));
    return times;
  } finally {
    await page.close();
  }
}

async function main() {
  const routes = await listRoutes();
  if (routes.length === 0) {
    console.log('No list route: mark one with `list: { firstRow }` in src/app/routes.ts.');
    return 0;
  }
  await startBuildAndMock(dashboard, { appPort: APP_PORT, mockPort: MOCK_PORT });

  const browser = await launchChromium();
  const results = [];
  try {
    for (const route of routes) {
      const { role } = route;
      const context = await browser.newContext({
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
        storageState: await sessionOf(browser, APP_URL, role, WAIT_MS),
      });
      context.setDefaultTimeout(WAIT_MS);
      try {
        const inApp = route.path === '/' ? null : await measure(context, route, inAppRun);
        const fullLoad = await measure(context, route, fullLoadRun);
        results.push({ route, role, inApp, fullLoad });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }

  const ms = (times, p) => (times === null ? '–' : `${Math.round(percentile(times, p))} ms`);
  console.log(
    `\nFirst data row, ${runs} runs each after a warm-up; budget: in-app p50 ≤ ${BUDGET_MS} ms\n`,
  );
  const rows = results.map(({ route, role, inApp, fullLoad }) => {
    // `/` has no signed-in page to come from: its full load is judged instead.
    const ok = percentile(inApp ?? fullLoad, 50) <= BUDGET_MS;
    const figures = [ms(inApp, 50), ms(inApp, 90), ms(fullLoad, 50), ms(fullLoad, 90)];
    return [route.path, role ?? 'signed out', ...figures, ok ? 'ok' : 'OVER'];
  });
  printTable(
    ['route', 'role', 'in-app p50', 'in-app p90', 'full load p50', 'full load p90', 'budget'],
    rows,
  );
  return rows.some((cells) => cells.at(-1) === 'OVER') ? 1 : 0;
}

await runBenchmark(main);
