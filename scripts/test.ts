/**
 * `npm test`: the static checks (`npm run checks`), then the unit tests and the browser journeys
 * side by side, each line of their output prefixed with its suite. Fails if any failed, naming which.
 *
 * Why side by side: the journeys run one Playwright worker (decision 019), which keeps about one
 * core busy and waits on the browser in between; the unit tests, niced, fill what it leaves. In CI
 * on two cores (issue 31, 2026-11-27): checks 37 s, then the unit tests 233 s beside the journeys
 * 352 s, 428 s in all with the install. The checks stay first: a type or lint error fails in half a
 * minute. (Tried the same day, all three side by side, the checks niced with the unit tests: the
 * journeys took 456 s instead of 449, the unit tests 527 s instead of 454, and a screen missed its
 * then 5 s wait. CI went from 547 to 567 s.)
 */
import { availableParallelism } from 'node:os';
import { outcomeLine, runNpmScript } from './npmScript.ts';

/** How far below the journeys the unit tests run (a Unix nice value). */
const UNIT_NICENESS = 10;

/** A suite's output as it comes, each line prefixed with its name, and its outcome at the end. */
async function run(name: string, script: string, args: readonly string[] = [], niceness = 0) {
  const outcome = await runNpmScript(
    name,
    script,
    args,
    (line) => console.log(`[${name}] ${line}`),
    { niceness },
  );
  console.log(`\n${outcomeLine(outcome)}`);
  return outcome;
}

const checks = await run('checks', 'checks');
if (checks.code !== 0) process.exit(checks.code);

// The unit tests get a worker per core, niced: the journeys' one worker keeps about one core busy
// and waits on a browser that must paint within its time limits, the unit tests only on the CPU.
// Niced, they take what the browser leaves idle rather than slow it down (measured on two cores:
// the journeys took 551 s beside the unit tests at the same priority, 523 s beside niced ones).
// With two workers instead of one the unit tests end early (268 against 412 s in CI) and the
// journeys have the machine to themselves after: CI 498 -> 462 s. A screen's wait in a component
// test may then take longer than alone, hence tests/setup/dom.ts's wait ceiling.
const unitWorkers = Math.max(1, availableParallelism());
const outcomes = await Promise.all([
  run('unit', 'test:unit', [`--maxWorkers=${unitWorkers}`], UNIT_NICENESS),
  run('journeys', 'test:e2e'),
]);
const failed = outcomes.filter(({ code }) => code !== 0).map(({ name }) => name);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nChecks, unit tests and journeys passed.');
