import { atMost } from './atMost.ts';

let markShown: () => void = () => undefined;
let isShown = false;
/** When the page began, on `performance.now()`'s clock. */
let pageStartedAt = 0;
/** The page's time origin is the navigation: its first screen's wait began at 0. */
let shown = firstScreenToCome(0);

/** A page begins at `startedAt`, no screen shown yet. */
function firstScreenToCome(startedAt: number): Promise<void> {
  isShown = false;
  pageStartedAt = startedAt;
  return new Promise<void>((resolve) => {
    markShown = resolve;
  });
}

/**
 * How long the customer has waited for the first screen so far: since the page began, until a
 * screen is shown; 0 after that (a later wait, a lazy screen's, begins when its loader does).
 */
export function waitedForFirstScreenMs(): number {
  return isShown ? 0 : Math.max(0, performance.now() - pageStartedAt);
}

/**
 * Tests: no screen shown yet, as a page starts. The component tests share one page between test
 * files (vitest.config.ts), and a file's first screen is its own: tests/setup/betweenFiles.ts calls
 * this before each file. (Whoever waits on the old moment has it already.)
 */
export function resetFirstScreenForTests(): void {
  shown = firstScreenToCome(performance.now());
}

/** Ceiling on the wait: code kept for later still comes if no screen ever says it is shown. */
const AT_THE_LATEST_MS = 10_000;

/** Called when the first screen (or the error screen) is on the page: see `afterFirstScreen`. */
export function firstScreenShown(): void {
  isShown = true;
  markShown();
}

/**
 * Resolves once the first screen is on the page and the main thread is idle after it. For code the
 * first screen does not need (Sentry, forms behind a button): fetched or run before, it would share
 * a slow line and the main thread with the screen's own code and hold the content back (decision
 * 013). The page's load event is no such moment: it fires once the first scripts are in, while
 * the boot's data is still on its way.
 */
export const afterFirstScreen = (): Promise<void> =>
  atMost(shown, AT_THE_LATEST_MS).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') {
          requestIdleCallback(() => resolve(), { timeout: 5000 });
        } else setTimeout(resolve, 0);
      }),
  );
