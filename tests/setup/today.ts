/**
 * The tests' today: the personas' day (mocks/personas/day.ts), whose stories are of late November
 * 2026: a trial ending on December 10, a renewal failed on November 14 whose grace ends on November
 * 28, periods ending in December. The mock backend and the app both read the time from `Date`, so
 * on the real date those moments pass by and the suite's answers change with the day it runs on
 * (faked forward, 2 unit tests failed from 2026-12-11 and 16 from 2026-12-20, and the mock
 * workshop's journey that moves the clock to December 11 would move it back). Pinned, the time
 * still running from it: every `new Date()` and `Date.now()` is this day plus the time since.
 * Vitest runs this file before every test file (installed once per worker; its fake timers build
 * on it and give it back); the journeys' fixtures pin their worker the same way and each page with
 * `pinToday` (no timers faked).
 */
import { PERSONAS_DAY } from '../../mocks/personas/day.ts';
import { pinToday } from '../../mocks/pinToday.ts';

export const TESTS_TODAY = Date.parse(`${PERSONAS_DAY}T09:00:00Z`);

pinToday(TESTS_TODAY);
