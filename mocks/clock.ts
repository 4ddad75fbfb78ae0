/**
 * The mock clock: the mock backend's "today", which a developer or a test can set and move forward
 * (a test clock, as billing providers give developers), to see a trial end, a renewal, a pause end
 * or a card expire without writing a persona for each moment.
 *
 * The clock is the real time shifted by an offset, so time still runs. Moving it forward applies
 * what happens meanwhile (handlers/subscription/timeline.ts) to every subscription in the state:
 * charges are invoiced when they fall due, as the handlers invoice a charge made now. Setting it
 * back only changes "today": nothing is undone. Choosing a persona in the browser or in node sets
 * it back to the real time; the HTTP server's clock is the server's, for all its personas.
 *
 * This module is the time alone (what `nowIso()` reads); ./moveClock.ts moves it with the state.
 */
let offsetMs = 0;
/** Where the real time comes from; the browser keeps the page's own before following the clock. */
let realNow: () => number = () => Date.now();
const listeners = new Set<() => void>();

/** The mock's now, in ms since the epoch. */
export function mockNow(): number {
  return realNow() + offsetMs;
}

/** How far the clock is from the real time, in ms (0 when it was never moved). */
export function clockOffset(): number {
  return offsetMs;
}

/** The real time, in ms since the epoch. */
export function realTime(): number {
  return realNow();
}

/** The page's real time source, taken before the page's `Date` is made to follow the clock. */
export function takeRealTimeFrom(source: () => number): void {
  realNow = source;
}

/** Called after every change of the clock (the browser saves it, the panel redraws). */
export function onClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets how far the clock is from the real time (./moveClock.ts, a saved offset after a reload). */
export function setClockOffset(next: number): void {
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** Back to the real time, nothing else changed (choosing a persona does this). */
export function resetClock(): void {
  setClockOffset(0);
}

/**
 * An ISO date (`2026-12-11`, taken as the start of that day in UTC) or date-time; throws a
 * readable error on anything else.
 */
export function parseClockDate(text: string): number {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text;
  const time = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw new Error(`"${text}" is not an ISO date (2026-12-11) or date-time`);
  return time;
}
