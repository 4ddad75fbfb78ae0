/**
 * `npm run checks` (the first part of `npm test`): the contract's lint and breaking-change gate,
 * the typecheck, ESLint, Prettier and the catalogues' check, side by side. Each prints its output
 * as one block when it ends; the run fails if any failed, naming which. One after another they took
 * about 40 s here; side by side they take what the slowest two take.
 */
import { spawn } from 'node:child_process';

const CHECKS = [
  'lint:openapi',
  'contract:breaking',
  'typecheck',
  'lint',
  'format:check',
  'i18n:check',
] as const;

interface Outcome {
  check: string;
  code: number;
  output: string;
  seconds: number;
}

function run(check: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', check], {
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({ check, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const outcomes = await Promise.all(
  CHECKS.map((check) =>
    run(check).then((outcome) => {
      const status = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
      console.log(`\n── ${check}: ${status} in ${outcome.seconds.toFixed(1)} s`);
      if (outcome.output.trim()) console.log(outcome.output.trimEnd());
      return outcome;
    }),
  ),
);
const failed = outcomes.filter(({ code }) => code !== 0).map(({ check }) => check);
if (failed.length > 0) {
  console.error(`\nChecks failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${CHECKS.length} checks passed.`);
