// Debian's Chromium and the flags this machine's closed network needs: one list for the browser tests, the
// screenshots and the benchmarks (no test framework imported here, so plain scripts can use it).
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Everything but the headless flag, which Playwright and Lighthouse spell differently. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
