/**
 * A page's or a process's `Date` on a day of our choosing, the time running from it: the tests'
 * today (tests/setup/today.ts) and the bench's pages, which are served by the HTTP mock whose clock
 * is on the personas' day (./clock.ts) while the browser's is on the real one.
 */
/** Makes this realm's `Date` tell `today` plus the time since; once. Self-contained: pages run it. */
export function pinToday(today: number): void {
  const pinned = Symbol.for('account-portal.pinnedToday');
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

/**
 * `pinToday` as a page's init script, from the function's own source. A runner that keeps function
 * names (tsx's esbuild adds `__name(…)` calls to the source) gets that helper in scope, not in the
 * page's globals.
 */
export function pinTodayScript(today: number): string {
  return `((__name) => (${pinToday.toString()})(${today}))((fn) => fn);`;
}
