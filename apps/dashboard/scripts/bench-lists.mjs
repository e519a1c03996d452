#!/usr/bin/env node
/**
 * `pnpm bench:lists`: each list route's first data row, in-app (the budget, 300 ms p50) and on a
 * full load, timed in the page (ADR 0073); the method: docs/engineering.md#budgets.
 * Options: `--runs N` (10), `--no-build`, `--route '/path=selector'` (any page as if marked).
 * Ports: BENCH_APP_PORT (5183), BENCH_MOCK_PORT (4013). Exit 1 past the budget or on an error.
 */
import { option, options, percentile, printTable } from '../../../scripts/bench-figures.mjs';
import {
  firstRowShown,
  launchChromium,
  listRoutes,
  runBenchmark,
  signedInContext,
  timesOf,
  watchFirstRow,
} from './bench-browser.mjs';

const BUDGET_MS = 300;
const WAIT_MS = 15_000;
const runs = Number(option('--runs', 10));

const { built, lists } = await listRoutes();
/** The list routes to measure: the marked ones and those named by `--route`. */
const routes = [
  ...lists,
  ...options('--route').map((spec) => {
    const [, path, firstRow] = /^([^=]*)=(.+)$/.exec(spec) ?? [];
    const route = built.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`--route ${spec}: want '<built route>=<selector>'`);
    return { ...route, firstRow };
  }),
];

async function main({ appUrl }) {
  const browser = await launchChromium();
  const rows = [];
  for (const route of routes) {
    const context = await signedInContext(browser, appUrl, route.role, WAIT_MS);
    const page = await context.newPage();
    await page.addInitScript(watchFirstRow, route.firstRow);
    // From the role's `/` (signed out: `/login`) fully loaded, a pushState as a link does.
    const inApp = async () => {
      await page.goto(`${appUrl}${route.role === null ? '/login' : '/'}`, {
        waitUntil: 'networkidle',
      });
      await page.evaluate((path) => {
        window.__firstRowReset();
        window.__navigatedAt = performance.now();
        history.pushState(null, '', path);
      }, route.path);
      await firstRowShown(page, WAIT_MS);
      return page.evaluate(() => window.__firstRowAt - window.__navigatedAt);
    };
    const fullLoad = async () => {
      await page.goto(`${appUrl}${route.path}`, { waitUntil: 'commit' });
      return firstRowShown(page, WAIT_MS);
    };
    // `/` has no signed-in page to come from: its full load is judged instead.
    const inAppTimes = route.path === '/' ? null : await timesOf(runs, inApp);
    const fullLoadTimes = await timesOf(runs, fullLoad);
    await context.close();
    const ok = percentile(inAppTimes ?? fullLoadTimes, 50) <= BUDGET_MS;
    const ms = (times, p) => (times === null ? '–' : `${Math.round(percentile(times, p))} ms`);
    const figures = [inAppTimes, fullLoadTimes].flatMap((t) => [ms(t, 50), ms(t, 90)]);
    rows.push([route.path, route.role ?? 'signed out', ...figures, ok ? 'ok' : 'OVER']);
  }
  console.log(
    `\nFirst data row, ${runs} runs each after a warm-up; budget: in-app p50 ≤ ${BUDGET_MS} ms\n`,
  );
  printTable(
    ['route', 'role', 'in-app p50', 'in-app p90', 'full load p50', 'full load p90', 'budget'],
    rows,
  );
  return rows.some((cells) => cells.at(-1) === 'OVER') ? 1 : 0;
}

await runBenchmark([5183, 4013], main);
