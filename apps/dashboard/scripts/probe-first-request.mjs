#!/usr/bin/env node
import { percentile } from '../../../scripts/bench-figures.mjs';
/**
 * When a cold visit asks for its first data, and when it paints its largest content, under a
 * phone's network (docs/performance.md#a-lists-first-query-loads-apart-from-its-cells). A
 * measurement for comparing builds side by side, not a benchmark with a budget.
 *
 * Lighthouse simulates its mobile network (Lantern) and reports requests in real time, where on
 * this machine the round trips cost nothing and a loaded CPU everything: the order in which code
 * asks for code does not show. Here Chromium throttles the network itself (`throttle` in
 * bench-browser.mjs, Lighthouse's devtools values for its mobile preset: 562.5 ms per request,
 * 1.47 Mbit/s down, 675 kbit/s up), so each level of the chunk graph
 * costs a round trip, as on a phone. The CPU is not slowed unless PROBE_CPU says (4 in
 * Lighthouse's preset): on a machine shared with other work a slowed CPU moves the figures more
 * than the code does.
 *
 * usage: node scripts/probe-first-request.mjs <origin,origin…> <path,path…> [runs=5]
 *   Each origin serves a build (`node scripts/serve.mjs --tls --no-build --port N`, built with
 *   VITE_API_BASE_URL=PROBE_API); runs alternate between the origins, each in a new browser
 *   context (an empty HTTP cache) signed in as the demo PROBE_ROLE (A).
 * env: PROBE_API (http://127.0.0.1:4010) the API origin the builds call; PROBE_CPU (1);
 * PROBE_LATENCY (562.5) the ms added to each request; PROBE_CHAIN=1 prints, for each run, every
 * request of the visit with its start and end (the request chain, link by link).
 * Prints per run and, per path and origin, the medians: `apiStart` (the first GET to the API's
 * `/v1/`, ms after the document's request), `apiEnd` (its answer in), `firstRow` (the first data
 * row in the document, ms after the navigation's start, as `bench:first-row` notes it) and `lcp`.
 */
import {
  launchChromium,
  PHONE,
  sessionOf,
  throttle,
  watchFirstRow,
  watchLcp,
} from './bench-browser.mjs';

const [origins, paths] = [process.argv[2].split(','), process.argv[3].split(',')];
const runs = Number(process.argv[4] || 5);
const API = process.env.PROBE_API || 'http://127.0.0.1:4010';
const CPU_RATE = Number(process.env.PROBE_CPU || 1);
const LATENCY_MS = Number(process.env.PROBE_LATENCY || PHONE.latencyMs);
const CHAIN = process.env.PROBE_CHAIN === '1';
const ROLE = process.env.PROBE_ROLE || 'A';
const ROW = '[data-slot="data-table-row"]';

const browser = await launchChromium(['--ignore-certificate-errors']);

/** One cold visit: a new context has an empty HTTP cache. */
async function visit(origin, path, session) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    storageState: session,
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  await page.addInitScript(watchFirstRow, ROW);
  await page.addInitScript(watchLcp);
  const cdp = await throttle(context, page, { latencyMs: LATENCY_MS, cpuSlowdown: CPU_RATE });
  let documentAt = null;
  let api = null;
  let apiEnd = null;
  /** Every request by id: what, when it left, when its answer was in. */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (documentAt === null && event.type === 'Document') documentAt = event.timestamp;
    const isData = event.request.url.startsWith(`${API}/v1/`) && event.request.method === 'GET';
    if (api === null && isData) api = event;
    const { pathname, search } = new URL(event.request.url);
    const name = `${event.request.method} ${pathname.split('/').pop() || '/'}${search}`;
    requests.set(event.requestId, { name, start: event.timestamp, end: null });
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (event.requestId === api?.requestId) apiEnd = event.timestamp;
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  await page.goto(`${origin}${path}`);
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
  // LCP is final once nothing larger paints; the rows are the last content to come.
  await page.waitForLoadState('networkidle');
  const { firstRow, lcp } = await page.evaluate(() => ({
    firstRow: window.__firstRowAt,
    lcp: window.__lcp,
  }));
  await context.close();
  const ms = (at) => (at === null ? Number.NaN : Math.round((at - documentAt) * 1000));
  if (CHAIN) {
    for (const request of [...requests.values()].sort((a, b) => a.start - b.start)) {
      console.log(
        `  ${String(ms(request.start)).padStart(6)} → ${String(ms(request.end)).padStart(6)}  ${request.name}`,
      );
    }
  }
  return {
    apiStart: ms(api?.timestamp ?? null),
    apiEnd: ms(apiEnd),
    firstRow: Math.round(firstRow),
    lcp: Math.round(lcp),
  };
}

try {
  const sessions = {};
  for (const origin of origins) sessions[origin] = await sessionOf(browser, origin, ROLE);
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    for (const path of paths) {
      for (const origin of origins) {
        const result = { origin, path, ...(await visit(origin, path, sessions[origin])) };
        results.push(result);
        console.log(JSON.stringify(result));
      }
    }
  }
  for (const path of paths) {
    for (const origin of origins) {
      const mine = results.filter((r) => r.path === path && r.origin === origin);
      const field = (name) =>
        percentile(
          mine.map((r) => r[name]),
          50,
        );
      console.log(
        `${path} ${origin}: apiStart ${field('apiStart')} ms, apiEnd ${field('apiEnd')} ms, ` +
          `firstRow ${field('firstRow')} ms, LCP ${field('lcp')} ms (median of ${mine.length}; ` +
          `first rows ${mine.map((r) => r.firstRow).join(' ')})`,
      );
    }
  }
} finally {
  await browser.close();
}
