/**
 * One `npm run` as `npm test` and `npm run checks` start theirs (scripts/test.ts, scripts/checks.ts):
 * silent npm, colours only for a terminal, its output handed over line by line, its outcome said in
 * one line when it ends.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';

export interface ScriptOutcome {
  name: string;
  code: number;
  seconds: number;
}

/**
 * Runs `npm run <script> [-- args]` under `name`, each line of its output and errors to `onLine`.
 * `niceness` (0–19) lowers the CPU priority of the script and of everything it starts.
 */
export function runNpmScript(
  name: string,
  script: string,
  args: readonly string[],
  onLine: (line: string) => void,
  { niceness = 0 }: { niceness?: number } = {},
): Promise<ScriptOutcome> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  // At once, before npm has started what it runs: its processes inherit the priority.
  if (niceness && child.pid !== undefined) setPriority(child.pid, niceness);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', onLine);
  }
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** `── typecheck: passed in 36.8 s`. */
export const outcomeLine = ({ name, code, seconds }: ScriptOutcome): string =>
  `── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`;
