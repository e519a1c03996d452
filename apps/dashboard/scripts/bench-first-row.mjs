#!/usr/bin/env node
/**
 * `pnpm bench:first-row`: what a user waits for on a phone's first visit, the first data row
 * and LCP of a cold signed-in visit and a repeat, on every route marked `list: { firstRow }` and
 * each role's `/`, Chromium throttling the page itself at 150 ms and at 562.5 ms a request. Its
 * method, options, ports and exit code: docs/performance.md#what-a-lists-user-waits-for; budgets:
 * docs/engineering.md#budgets. A benchmark, not a test (not in `pnpm test`).
 */
import { option, options, percentile, printTable } from '../../../scripts/bench-figures.mjs';
import {
  firstRowShown,
  launchChromium,
  listRoutes,
  runBenchmark,
  signedInContext,
  watchFirstRow,
} from './bench-browser.mjs';

/** A load slower than this is broken, not slow: ten times the larger budget. */
const WAIT_MS = 40_000;
/** Each request's added round trip, and the cold first row's budget at it (median). */
const LEVELS = [
  { latencyMs: 150, budgetMs: 2000 },
  { latencyMs: 562.5, budgetMs: 4000 },
];
/**
 * A role's `/` has shown its data: the first of its figures (@backoffice/ui `Stat`s, `aria-busy`
 * while their answer is on its way) holds its value.
 */
const HOME_DATA = '[data-slot="stat"]:not([aria-busy])';

const runs = Number(option('--runs', 3));
const only = options('--route');
const baselineDir = option('--baseline', null);
const chain = process.argv.includes('--chain');

/** Each role's home, then every list route as a role it lets in; with `--route`, those only. */
const routes = [
  ...['A', 'P', 'M'].map((role) => ({ path: '/', role, firstRow: HOME_DATA })),
  ...(await listRoutes()).lists,
].filter((route) => only.length === 0 || only.includes(route.path));
if (routes.length === 0) {
  console.error(`--route ${only.join(' ')}: no list route nor home by that path`);
  process.exit(1);
}

/** An init script: `window.__lcp` is the start time of the page's latest LCP candidate. */
function watchLcp() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Has Chromium throttle the page as Lighthouse's devtools throttling of its mobile preset does
 * (constants.js, mobileSlow4G: 1.47 Mbit/s down, 675 kbit/s up, the CPU 4× slower), with
 * `latencyMs` added to each request (Lighthouse's: 562.5): to the app and the API alike, across
 * the page's navigations.
 */
async function throttle(context, page, latencyMs) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
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
 * session, then a repeat; throttled at `latencyMs` a request (null: not at all).
 */
async function visit(browser, url, route, latencyMs) {
  const context = await signedInContext(browser, url, route.role, WAIT_MS);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(watchFirstRow, route.firstRow);
    await page.addInitScript(watchLcp);
    const cdp = latencyMs ? await throttle(context, page, latencyMs) : null;
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

async function main({ appUrl, baselineUrl }) {
  /** The builds measured, run for run: the baseline first when there is one. */
  const builds = [
    ...(baselineUrl ? [{ name: 'baseline', url: baselineUrl }] : []),
    { name: 'this build', url: appUrl },
  ];
  const browser = await launchChromium([], { timeout: WAIT_MS });
  const compared = builds.length > 1;
  const table = [];
  /** The visits that did not end within WAIT_MS, by route, build and level. */
  const stalled = [];
  /** The cold first rows of this build over their budget. */
  let over = 0;
  for (const route of routes) {
    /** A visit, or, when it does not end, no figures: a finding, not the end of the table. */
    const visitOrNote = ({ url, name }, latencyMs, when) =>
      visit(browser, url, route, latencyMs).catch((error) => {
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
      for (let run = 0; run < runs; run += 1) {
        for (const [at, build] of builds.entries()) {
          const what = `${route.path} (${route.role}, ${build.name}) at ${latencyMs} ms`;
          if (chain) console.error(`${what}, cold:`);
          visits[at].push(await visitOrNote(build, latencyMs, `at ${latencyMs} ms`));
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
  console.log(
    `\nFirst data row and LCP, ms from the navigation's start, median of ${runs} run(s); cold: a first visit signed in, HTTP cache empty; repeat: loaded again right after. Throttled by Chromium: ${LEVELS.map((l) => `${l.latencyMs} ms`).join(' and ')} a request, 1.47 Mbit/s down, 0.68 up, CPU 4× slower; 412 × 823 px. Budget: the cold first row ${LEVELS.map((l) => `≤ ${seconds(l.budgetMs)} at ${l.latencyMs} ms`).join(', ')}\n`,
  );
  const head = LEVELS.flatMap(({ latencyMs }) => FIGURES.map(([name]) => `${name} ${latencyMs}`));
  printTable(['route', 'role', ...(compared ? ['build'] : []), ...head, 'budget'], table);
  if (stalled.length > 0) {
    console.log(`\nDid not end within ${WAIT_MS / 1000} s (left out of the medians):`);
    for (const visit of stalled) console.log(`- ${visit}`);
  }
  return over > 0 || stalled.length > 0 ? 1 : 0;
}

await runBenchmark([5187, 4017], main, baselineDir);
