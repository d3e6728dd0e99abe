/**
 * The system Chromium (Debian's; browser downloads are not possible here) and the flags it runs
 * with in every harness: the browser tests, the XSS suite and Lighthouse in the bench. Without the
 * background-networking flags it tries to reach Google at every start, which this machine refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
