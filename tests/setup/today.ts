/**
 * The tests' today. The personas (mocks/personas) are stories of late November 2026: a trial
 * ending on December 10, a renewal failed on November 14 whose grace ends on November 28, periods
 * ending in December. The mock backend and the app both read the time from `Date`, so on the real
 * date those moments pass by and the suite's answers change with the day it runs on (faked forward,
 * 2 unit tests failed from 2026-12-11 and 16 from 2026-12-20, and the mock workshop's journey that
 * moves the clock to December 11 would move it back). Pinned, the time still running from it:
 * every `new Date()` and `Date.now()` is this day plus the time since. Vitest runs this file before
 * every test file (installed once per worker; its fake timers build on it and give it back); the
 * journeys' fixtures pin their worker the same way and each page with `pinToday` (no timers faked).
 */
export const TESTS_TODAY = Date.parse('2026-11-29T09:00:00Z');

/** Makes this realm's `Date` tell `today` plus the time since; once. Self-contained: pages run it. */
export function pinToday(today: number): void {
  const pinned = Symbol.for('account-portal.testsToday');
  const scope = globalThis as typeof globalThis & { [pinned]?: true };
  if (scope[pinned]) return;
  scope[pinned] = true;
  const RealDate = Date;
  const offset = today - RealDate.now();
  class TestsDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }

    // A date made before the pin (a module's, at its import) is a date all the same.
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = TestsDate as DateConstructor;
}

pinToday(TESTS_TODAY);
