/**
 * What the benchmarks share about the browser: Debian's Chromium and the flags that work here,
 * as e2e/chromium.ts (Node 20 cannot import .ts), the demo accounts and how they sign in, what a
 * page observes (its first data row, its LCP) and a phone's throttling.
 */
import { chromium } from '@playwright/test';

export const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEMO_ACCOUNTS = {
  A: 'admin@backoffice.test',
  P: 'partner@backoffice.test',
  M: 'merchant@backoffice.test',
};

/** A demo role each guard lets in (docs/product.md#roles-and-guards); null: signed out. */
export const ROLE_FOR_ACCESS = {
  'signed-in': 'A',
  admin: 'A',
  partner: 'P',
  merchant: 'M',
  guest: null,
  public: null,
};

/** Debian's Chromium with the flags that work here, and `extraArgs`. */
export const launchChromium = (extraArgs = [], options = {}) =>
  chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs], ...options });

/**
 * Signs `role` in through the login form on `page` (the app's own cookies and storage) and waits
 * for its `/`, at most `limitMs`.
 */
export async function signIn(page, appUrl, role, limitMs = 15_000) {
  await page.goto(`${appUrl}/login`, { timeout: limitMs });
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS[role], { timeout: limitMs });
  await page.getByLabel('Password').fill('password123', { timeout: limitMs });
  await page.getByRole('button', { name: 'Login' }).click({ timeout: limitMs });
  await page.waitForURL(`${appUrl}/`, { timeout: limitMs });
}

/** The role's cookies and storage on the app at `appUrl`, signed in through the login form (null: none). */
export async function sessionOf(browser, appUrl, role, limitMs = 15_000) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    if (role !== null) await signIn(await context.newPage(), appUrl, role, limitMs);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * An init script (`page.addInitScript(watchFirstRow, selector)`): `window.__firstRowAt` is the
 * time (`performance.now()`, from the navigation's start) an element matching the selector is
 * first in the page, seen by a MutationObserver, so before it paints.
 * `window.__firstRowReset()` forgets it and the rows already there (the page navigated from may
 * show rows too).
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

/** An init script: `window.__lcp` is the start time of the page's latest LCP candidate. */
export function watchLcp() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Lighthouse's devtools throttling for its mobile preset (constants.js, mobileSlow4G): a round
 * trip of 562.5 ms added to each request, 1.47 Mbit/s down, 675 kbit/s up, the CPU 4× slower.
 */
export const PHONE = {
  latencyMs: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuSlowdown: 4,
};

/**
 * Has Chromium itself throttle the page, as a phone on `PHONE`'s network would be: every request
 * of the page (to the app and to the API) waits `latencyMs` more and shares the bandwidth
 * (CDP `Network.emulateNetworkConditions`); its CPU runs `cpuSlowdown` times slower
 * (`Emulation.setCPUThrottlingRate`). Lasts across the page's navigations.
 */
export async function throttle(context, page, { latencyMs, cpuSlowdown }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: PHONE.downloadThroughput,
    uploadThroughput: PHONE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return cdp;
}
