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

/** A demo role each guard lets in (docs/product.md#roles-and-guards); null: signed out. */
export const ROLE_FOR_ACCESS = {
  'signed-in': 'A',
  admin: 'A',
  partner: 'P',
  merchant: 'M',
  guest: null,
  public: null,
};
