/**
 * Whether the sign-in service (the auth host's token refresh) can be reached. An outage of that
 * service is not the end of anyone's session (decision 016): the refresh is tried again with
 * backoff until it answers, and the app shows meanwhile that it is reconnecting. Only an answer
 * that the session is invalid (401/403) signs the customer out.
 */

export type RefreshOutcome = 'refreshed' | 'signedOut' | 'unreachable';

/** Waits between tries of the refresh while the service cannot be reached: quick first, then calm. */
export const REFRESH_RETRY_DELAYS_MS: readonly number[] = [
  1_000, 2_000, 4_000, 8_000, 15_000, 30_000,
];

type Listener = (reachable: boolean) => void;

const listeners = new Set<Listener>();
let unreachable = false;
let tries = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function announce(reachable: boolean): void {
  for (const listener of listeners) listener(reachable);
}

export function isSignInUnreachable(): boolean {
  return unreachable;
}

/** Called with `false` when the service stops answering and `true` when it answers again. */
export function onSignInAvailability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The refresh was not answered: schedule the next try of `refresh`, unless one is scheduled. */
export function signInUnreachable(refresh: () => Promise<RefreshOutcome>): void {
  if (!unreachable) {
    unreachable = true;
    announce(false);
  }
  if (timer !== null) return;
  const delay = REFRESH_RETRY_DELAYS_MS[Math.min(tries, REFRESH_RETRY_DELAYS_MS.length - 1)];
  tries += 1;
  timer = setTimeout(() => {
    timer = null;
    // The refresh reports its own outcome back here (reachable, or unreachable again).
    void refresh();
  }, delay);
}

/** The refresh was answered (a token, or a clear no): stop trying, and say so if it had failed. */
export function signInAnswered(): void {
  tries = 0;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (!unreachable) return;
  unreachable = false;
  announce(true);
}

/**
 * Tests: reachable, no try counted or scheduled, as a page starts. The component tests share one
 * page between test files (vitest.config.ts): a retry one file scheduled must not fire in the next.
 * Called by `resetHttpForTests` (./http.ts). Listeners stay: they leave with what subscribed them.
 */
export function resetSignInAvailabilityForTests(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  tries = 0;
  unreachable = false;
}
