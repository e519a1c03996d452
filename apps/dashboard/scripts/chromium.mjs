// The launch flags of Debian's Chromium that work on these machines
// (docs/engineering.md#toolchain), for the browser tests (e2e/chromium.ts) and the benchmarks
// alike: plain JavaScript, as Node runs the benchmarks.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
