/**
 * The mock clock: the mock backend's "today", which a developer or a test can set and move forward
 * (a test clock, as billing providers give developers), to see a trial end, a renewal, a pause end
 * or a card expire without writing a persona for each moment.
 *
 * The clock is the real time shifted by an offset, so time still runs. It starts on the personas'
 * day (`PERSONAS_DAY`), at the real time of day. Moving it forward applies what happens meanwhile
 * (handlers/subscription/timeline.ts) to every subscription in the state: charges are invoiced when
 * they fall due, as the handlers invoice a charge made now. Setting it back only changes "today":
 * nothing is undone. Choosing a persona in the browser or in node sets it back to the personas' day;
 * the HTTP server's clock is the server's, for all its personas.
 *
 * This module is the time alone (what `nowIso()` reads); ./moveClock.ts moves it with the state.
 */
import { PERSONAS_DAY } from './personas/day.ts';

export { PERSONAS_DAY };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The offset that puts the real time of day on the personas' day (whole days; 0 on that day). A
 * billing provider's test clock starts where its fixtures were written for the same reason: on the
 * real date the personas' moments pass by, and from December a persona chosen in `npm start`, the
 * HTTP mock or the bench would tell another story (the trial over, the past-due subscription ended).
 */
export function personasDayOffset(realMs: number): number {
  return Date.parse(`${PERSONAS_DAY}T00:00:00Z`) - Math.floor(realMs / DAY_MS) * DAY_MS;
}

/** Where the real time comes from; the browser keeps the page's own before following the clock. */
let realNow: () => number = () => Date.now();
/**
 * The offset that put the clock on the personas' day, taken at its first reading (not at this
 * module's import: the tests pin their `Date` after some imports) or at the last reset; a day later
 * the clock is still "not moved".
 */
let personasDayAt: number | null = null;
/** The offset set by moving the clock; null until it is moved. */
let offsetMs: number | null = null;
const startingOffset = () => (personasDayAt ??= personasDayOffset(realNow()));
const listeners = new Set<() => void>();

/** The mock's now, in ms since the epoch. */
export function mockNow(): number {
  return realNow() + clockOffset();
}

/** How far the clock is from the real time, in ms. */
export function clockOffset(): number {
  return offsetMs ?? startingOffset();
}

/** Whether the clock is where it starts and where choosing a persona puts it: not moved. */
export function onPersonasDay(): boolean {
  return clockOffset() === startingOffset();
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

/** Back to the personas' day, nothing else changed (choosing a persona does this). */
export function resetClock(): void {
  personasDayAt = personasDayOffset(realNow());
  setClockOffset(personasDayAt);
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
