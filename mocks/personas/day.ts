/**
 * The day the personas' stories are told on (./lifecycle.ts, ./newCustomers.ts…): a trial ending
 * on December 10, a renewal failed on November 14 whose grace ended on November 28, periods ending
 * in December. The mock clock starts on it (../clock.ts) and the tests' today is it
 * (tests/setup/today.ts). A module of its own, with nothing else, for the tests' setup to read
 * before anything reads the time.
 */
export const PERSONAS_DAY = '2026-11-29';
