/**
 * The day the personas' stories are told on (./lifecycle.ts, ./troubles.ts…): nothing they record
 * is dated after it (the latest, November 21) and nothing they say is coming has come (the first,
 * a period ending on November 27; then a past-due grace ending on November 28, a trial on December
 * 10). The mock clock starts on it (../clock.ts) and the tests' today is it (tests/setup/today.ts);
 * tests/unit/mocks/personas.test.ts checks every persona against it. A module of its own, with
 * nothing else, for the tests' setup to read before anything reads the time.
 */
export const PERSONAS_DAY = '2026-11-24';
