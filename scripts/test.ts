/**
 * `npm test`: the static checks (`npm run checks`), the unit tests and the browser journeys side by
 * side, each line of their output prefixed with its suite. Fails if any failed, naming which; a
 * failed check ends the other two at once, so a type or lint error still fails in under two minutes.
 *
 * Why side by side: the journeys run one Playwright worker (decision 019), which keeps about one
 * core busy and is the longest of the three (about 390 s alone here); the checks and the unit tests
 * take what it leaves. On two cores the checks first, then the unit tests beside the journeys,
 * took 585 s in CI (issue 31).
 */
import { availableParallelism } from 'node:os';
import { outcomeLine, runNpmScript } from './npmScript.ts';

/**
 * How far below the journeys the checks and the unit tests run (a Unix nice value). A journey
 * waits on a browser that must paint within its time limits, the others only on the CPU: niced,
 * they take what the browser leaves rather than slow it down (measured on two cores: the journeys
 * took 551 s beside the unit tests at the same priority, 523 s beside niced ones).
 */
const BESIDE_THE_JOURNEYS = 10;

/** A suite's output as it comes, each line prefixed with its name, and its outcome at the end. */
async function run(
  name: string,
  script: string,
  args: readonly string[],
  options: { niceness?: number; signal?: AbortSignal },
) {
  const outcome = await runNpmScript(
    name,
    script,
    args,
    (line) => console.log(`[${name}] ${line}`),
    options,
  );
  console.log(`\n${outcomeLine(outcome)}`);
  return outcome;
}

const checkFailed = new AbortController();
const { signal } = checkFailed;
// The journeys' one worker keeps a core busy: the unit tests get the others. (Two workers on two
// cores, niced, left each so little CPU beside the journeys that screens missed their 5 s waits.)
const unitWorkers = Math.max(1, availableParallelism() - 1);
const [checks, ...suites] = await Promise.all([
  run('checks', 'checks', [], { niceness: BESIDE_THE_JOURNEYS }).then((outcome) => {
    if (outcome.code !== 0) checkFailed.abort();
    return outcome;
  }),
  run('unit', 'test:unit', [`--maxWorkers=${unitWorkers}`], {
    niceness: BESIDE_THE_JOURNEYS,
    signal,
  }),
  run('journeys', 'test:e2e', [], { signal }),
]);
if (checks.code !== 0) {
  console.error('\nFailed: checks (the unit tests and journeys were stopped)');
  process.exit(checks.code);
}
const failed = suites.filter(({ code }) => code !== 0).map(({ name }) => name);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nChecks, unit tests and journeys passed.');
