#!/usr/bin/env node
/**
 * `pnpm bench:lighthouse`: Lighthouse's score, LCP and CLS, mobile and desktop presets, median of
 * `--runs` (3), for a **cold** first visit (the budget) and a **repeat** one; how a cold visit is
 * made with the session kept: docs/engineering.md#budgets.
 *
 * Pages: `/login`, each role's `/`, one list per area; `--all` adds every list of the route
 * table. Options: `--runs N`, `--no-build`, `--only /path` (repeatable), `--preset
 * mobile|desktop`, `--save DIR` (each run's Lighthouse report as JSON). Ports: BENCH_APP_PORT
 * (5185), BENCH_MOCK_PORT (4015). Exit 1 when a page misses the budget on the mobile preset.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { option, options, percentile, printTable } from '../../../scripts/bench-figures.mjs';
import { launchChromium, listRoutes, runBenchmark, signIn } from './bench-browser.mjs';

const BUDGET = { score: 90, lcpMs: 2500, cls: 0.05 };

/** `/login`, each role's `/`, one list per area (admin, partner, merchant). */
const PAGES = [
  { path: '/login', role: null },
  { path: '/', role: 'A' },
  { path: '/', role: 'P' },
  { path: '/', role: 'M' },
  { path: '/partner', role: 'A' },
  { path: '/member', role: 'P' },
  { path: '/voucher', role: 'M' },
];

const runs = Number(option('--runs', 3));
const only = options('--only');
const saveDir = option('--save', null);
const presets = option('--preset') ? [option('--preset')] : ['mobile', 'desktop'];
const median = (values) => percentile(values, 50);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function audit(port, url, preset, name) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keeps the session; in Lighthouse 13 the HTTP cache too, which main empties for a cold run.
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (saveDir) writeFileSync(join(saveDir, `${name}.json`), result.report);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    // What went over the network: proof that a cold run was cold and a repeat one was not.
    transferKb: lhr.audits['total-byte-weight'].numericValue / 1024,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

if (!presets.every((preset) => preset === 'mobile' || preset === 'desktop')) {
  console.error(`--preset: want mobile or desktop, not ${presets[0]}`);
  process.exit(1);
}
/** With `--all`, every other list screen of the route table too, as a demo role it lets in. */
const lists = process.argv.includes('--all') ? (await listRoutes()).lists : [];
const pages = [
  ...PAGES,
  ...lists.filter((list) => !PAGES.some((page) => page.path === list.path)),
].filter((page) => only.length === 0 || only.includes(page.path));

async function main({ appUrl }) {
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  // The Chromium Playwright and Lighthouse share, headless, with a DevTools port of its choosing
  // (`--remote-debugging-port=0`, read from the file it writes into its profile: no clash with
  // another browser's port). Its one context is the one Lighthouse's tabs open in.
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  process.on('exit', () => rmSync(profile, { recursive: true, force: true }));
  const context = await launchChromium(['--remote-debugging-port=0'], {}, profile);
  const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));

  const rows = [];
  for (const page of pages) {
    await context.clearCookies();
    if (page.role !== null) {
      const tab = await context.newPage();
      await signIn(tab, appUrl, page.role);
      await tab.close();
    }
    for (const preset of presets) {
      const cold = [];
      const repeat = [];
      for (let run = 0; run < runs; run += 1) {
        const name = `${page.path.replaceAll('/', '_') || '_'}-${page.role ?? 'guest'}-${preset}-${run + 1}`;
        await cdp.send('Network.clearBrowserCache');
        cold.push(await audit(port, `${appUrl}${page.path}`, preset, `${name}-cold`));
        repeat.push(await audit(port, `${appUrl}${page.path}`, preset, `${name}-repeat`));
      }
      const landed = new URL(cold[0].finalUrl).pathname;
      if (landed !== page.path) throw new Error(`${page.path} (${page.role}) landed on ${landed}`);
      const medians = (results, ...fields) =>
        fields.map((field) => median(results.map((result) => result[field])));
      const [score, lcpMs, cls, coldKb] = medians(cold, 'score', 'lcpMs', 'cls', 'transferKb');
      const [repeatScore, repeatLcpMs, repeatKb] = medians(repeat, 'score', 'lcpMs', 'transferKb');
      const scores = cold.map((result) => result.score).join(' ');
      const ok =
        [score, repeatScore].every((s) => s >= BUDGET.score) &&
        [lcpMs, repeatLcpMs].every((ms) => ms <= BUDGET.lcpMs) &&
        cls <= BUDGET.cls;
      const label = `${page.path} (${page.role ?? 'guest'})`;
      console.error(`${label} ${preset}: cold ${score} (${scores}), repeat ${repeatScore}`);
      const coldCells = [score, seconds(lcpMs), cls.toFixed(3), scores, Math.round(coldKb)];
      const repeatCells = [repeatScore, seconds(repeatLcpMs), Math.round(repeatKb)];
      const verdict = preset !== 'mobile' ? '' : ok ? 'ok' : 'OVER BUDGET';
      rows.push([label, preset, ...coldCells, ...repeatCells, verdict]);
    }
  }

  console.log(
    `\nLighthouse performance, median of ${runs} run(s). Cold: first visit, HTTP cache empty, session kept (budget on mobile: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ≤ ${BUDGET.cls}); repeat: the same page loaded again right after, from the cache\n`,
  );
  printTable(
    ['page', 'preset', 'cold', 'LCP', 'CLS', 'runs', 'KB', 'repeat', 'LCP', 'KB', 'budget'],
    rows,
  );
  return rows.some((cells) => cells.at(-1) === 'OVER BUDGET') ? 1 : 0;
}

await runBenchmark([5185, 4015], main);
