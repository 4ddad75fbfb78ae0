/**
 * `npm run checks` (the first part of `npm test`): the contract's lint and breaking-change gate,
 * the typecheck, ESLint, Prettier and the catalogues' check, side by side. Each prints its output
 * as one block when it ends; the run fails if any failed, naming which. One after another they took
 * about 40 s here; side by side they take what the slowest two take.
 */
import { outcomeLine, runNpmScript } from './npmScript.ts';

const CHECKS = [
  'lint:openapi',
  'contract:breaking',
  'typecheck',
  'lint',
  'format:check',
  'i18n:check',
] as const;

const outcomes = await Promise.all(
  CHECKS.map(async (check) => {
    const output: string[] = [];
    const outcome = await runNpmScript(check, check, [], (line) => output.push(line));
    const text = output.join('\n').trimEnd();
    console.log(`\n${outcomeLine(outcome)}`);
    if (text.trim()) console.log(text);
    return outcome;
  }),
);
const failed = outcomes.filter(({ code }) => code !== 0).map(({ name }) => name);
if (failed.length > 0) {
  console.error(`\nChecks failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${CHECKS.length} checks passed.`);
