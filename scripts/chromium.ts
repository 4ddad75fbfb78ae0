/**
 * Debian's Chromium, as the benchmark drives it: the browser customers run, in its new headless
 * mode (headless, as root).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium release, as the browser journeys drive it: what
 * Playwright itself runs for headless tests. A page costs a third of the CPU the full browser's
 * headless mode spends (decision 024), and the journeys are CPU-bound on two cores.
 */
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Without the background-networking flags Chromium keeps dialling out on this closed network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
