/**
 * What the benchmarks share about the browser: Debian's Chromium and the flags that work here,
 * as e2e/chromium.ts (Node 20 cannot import .ts), and the demo accounts they sign in with.
 */
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
