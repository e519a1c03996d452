/**
 * What the browser benchmarks share (docs/engineering.md#budgets): their servers, as users get
 * them (`scripts/serve.mjs --tls`, ADR 0106) beside the mock; Debian's Chromium; the list routes
 * with a role each; signing in; when a page shows its first data row.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startMock, waitForUrl } from '../../../scripts/mock-process.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { roleFor } from './new-screen/route-entry.mjs';
import { readRouteTable } from './route-table.mjs';
import { selfSignedCertificate } from './tls.mjs';

const dashboard = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

// A certificate made for this run: browsers speak HTTP/2 only over TLS, and over plain http a cold
// visit pays a round trip per file beyond six connections, as no HTTPS visitor does (ADR 0106).
execFileSync('bash', [resolve(dashboard, '../../scripts/ensure-nginx.sh')], { stdio: 'inherit' });
const certificateDir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
process.on('exit', () => rmSync(certificateDir, { recursive: true, force: true }));
const certificate = selfSignedCertificate(certificateDir);
const { publicKey } = new X509Certificate(readFileSync(certificate.cert));
const spki = createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' }));

const CHROMIUM_FLAGS = [
  ...CHROMIUM_ARGS,
  // Trusts this run's certificate as if a known authority had signed it, and no other: the page
  // stays a secure context, which Lighthouse requires.
  `--ignore-certificate-errors-spki-list=${spki.digest('base64')}`,
];

const DEMO_ACCOUNTS = {
  A: 'admin@backoffice.test',
  P: 'partner@backoffice.test',
  M: 'merchant@backoffice.test',
};

const servers = [];
const browsers = [];

/**
 * Starts the mock on `mockPort` and the production build on `appPort` (built unless `--no-build`),
 * with `baselineDir` (an earlier dist/) on `appPort` + 1; then exits with what `main({ appUrl,
 * baselineUrl })` answers. BENCH_APP_PORT and BENCH_MOCK_PORT override the ports, which must be
 * free. Browsers and servers stop at the end, on an error (exit 1) and on Ctrl-C, which reaches
 * only this script: the servers run in their own process groups.
 */
export async function runBenchmark([appPort, mockPort], main, baselineDir = null) {
  const stop = () => {
    for (const child of servers.filter((server) => server.exitCode === null)) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  const port = Number(process.env.BENCH_APP_PORT || appPort);
  const env = { SERVE_TLS_CERT: certificate.cert, SERVE_TLS_KEY: certificate.key };
  const serve = async (at, args) => {
    const url = `https://127.0.0.1:${at}`;
    const refused = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      () => false,
      (error) => error?.cause?.code === 'ECONNREFUSED',
    );
    if (!refused) throw new Error(`${url} is in use: stop that server or choose other ports`);
    // Output dropped; stopping its process group stops what it started (nginx).
    const server = spawn('node', ['scripts/serve.mjs', '--tls', '--port', at, ...args], {
      cwd: dashboard,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.push(server);
    await waitForUrl(url, { server });
    return url;
  };
  let code = 1;
  try {
    const mock = await startMock([], { PORT: String(process.env.BENCH_MOCK_PORT || mockPort) });
    env.VITE_API_BASE_URL = mock.baseUrl;
    const baselineUrl = baselineDir ? await serve(port + 1, ['--dist', baselineDir]) : null;
    const build = process.argv.includes('--no-build') ? ['--no-build'] : [];
    code = await main({ appUrl: await serve(port, build), baselineUrl });
  } catch (error) {
    console.error(error);
  } finally {
    for (const browser of browsers) await browser.close().catch(() => {});
    stop();
  }
  process.exit(code);
}

/**
 * Debian's Chromium with the flags above and `extraArgs` (with `profile`, a persistent context
 * in that folder), closed at the end of the run.
 */
export async function launchChromium(extraArgs = [], options = {}, profile = null) {
  const launch = { executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraArgs], ...options };
  const browser = await (profile
    ? chromium.launchPersistentContext(profile, launch)
    : chromium.launch(launch));
  browsers.push(browser);
  return browser;
}

/**
 * The routes of the route table (`built`), and its list screens (`list: { firstRow }`)
 * with their `firstRow` selector, each with a demo role it lets in (`role`).
 */
export async function listRoutes() {
  const { routes } = await readRouteTable();
  const built = routes.map((route) => ({ ...route, role: roleFor(route.access) }));
  const lists = built
    .filter((route) => route.list)
    .map((route) => ({ ...route, firstRow: route.list.firstRow }));
  return { built, lists };
}

/**
 * Signs `role` in through the login form on `page` (the app's own cookies and storage) and waits
 * for its `/`, each step at most `limitMs`.
 */
export async function signIn(page, appUrl, role, limitMs = 15_000) {
  page.setDefaultTimeout(limitMs);
  page.setDefaultNavigationTimeout(limitMs);
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS[role]);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${appUrl}/`);
}

const sessions = new Map();

/**
 * A new context with users' locale and time zone and the role's cookies and storage, signed in
 * through the login form once per browser, app and role (null: signed out); its steps wait at
 * most `limitMs`.
 */
export async function signedInContext(browser, appUrl, role, limitMs = 15_000) {
  const key = `${appUrl} ${role}`;
  if (!sessions.has(key)) {
    const context = await browser.newContext();
    if (role !== null) await signIn(await context.newPage(), appUrl, role, limitMs);
    sessions.set(key, await context.storageState());
    await context.close();
  }
  const storageState = sessions.get(key);
  const context = await browser.newContext({
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    storageState,
  });
  context.setDefaultTimeout(limitMs);
  return context;
}

/** A route's runs: one warm-up (chunks into the HTTP cache, the mock's first answers), then `runs`. */
export async function timesOf(runs, once) {
  await once();
  const times = [];
  for (let i = 0; i < runs; i += 1) times.push(await once());
  return times;
}

/**
 * An init script: `window.__firstRowAt` is when (`performance.now()`) an element matching
 * `selector` first enters the page, before it paints; `window.__firstRowReset()` forgets it and
 * the rows already there (the page navigated from may show rows too).
 */
export function watchFirstRow(selector) {
  let before = new WeakSet();
  const found = () => {
    if (window.__firstRowAt !== undefined) return;
    for (const row of document.querySelectorAll(selector)) {
      if (!before.has(row)) {
        window.__firstRowAt = performance.now();
        return;
      }
    }
  };
  window.__firstRowReset = () => {
    window.__firstRowAt = undefined;
    before = new WeakSet(document.querySelectorAll(selector));
  };
  new MutationObserver(found).observe(document, { childList: true, subtree: true });
}

/** Waits for `watchFirstRow`'s first row (polled every `polling` ms, else every frame); answers its time. */
export async function firstRowShown(page, limitMs, polling = 'raf') {
  await page.waitForFunction(() => window.__firstRowAt !== undefined, null, {
    timeout: limitMs,
    polling,
  });
  return page.evaluate(() => window.__firstRowAt);
}
