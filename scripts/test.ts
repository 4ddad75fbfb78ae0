/**
 * `npm test`: the static checks (`npm run checks`), then the unit tests and the browser journeys
 * side by side, each line of their output prefixed with its suite. Fails if any failed, naming which.
 *
 * Why side by side: the journeys run one Playwright worker (decision 019), which keeps about one
 * core busy; the unit tests take the other. On two cores the pair took 548 s side by side against
 * 641 s one after the other (unit 245 s on two workers, then journeys 396 s), every test passing in
 * both ways (issue 31). The checks stay first: a type or lint error fails in half a minute.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

interface Suite {
  name: string;
  script: string;
  args: readonly string[];
}

function run({ name, script, args }: Suite): Promise<{ name: string; code: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      {
        env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      },
    );
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `\n── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`,
      );
      resolve({ name, code: code ?? 1 });
    });
  });
}

const checks = await run({ name: 'checks', script: 'checks', args: [] });
if (checks.code !== 0) process.exit(checks.code);

// The journeys' one worker keeps a core busy: the unit tests get the others.
const unitWorkers = Math.max(1, availableParallelism() - 1);
const outcomes = await Promise.all([
  run({ name: 'unit', script: 'test:unit', args: [`--maxWorkers=${unitWorkers}`] }),
  run({ name: 'journeys', script: 'test:e2e', args: [] }),
]);
const failed = outcomes.filter(({ code }) => code !== 0).map(({ name }) => name);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nChecks, unit tests and journeys passed.');
