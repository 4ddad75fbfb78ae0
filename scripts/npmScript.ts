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

/** The process groups of the scripts still running: ended with this process, however it ends. */
const running = new Set<number>();

function endGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // The group has ended already.
  }
}

let endsWithThisProcess = false;
/** Ctrl-C or a CI's cancel reaches this process only (each script is a group of its own). */
function endScriptsWithThisProcess(): void {
  if (endsWithThisProcess) return;
  endsWithThisProcess = true;
  process.on('exit', () => running.forEach(endGroup));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running.forEach(endGroup);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

/**
 * Runs `npm run <script> [-- args]` under `name`, each line of its output and errors to `onLine`.
 * `niceness` (0–19) lowers the CPU priority of the script and of everything it starts; `signal`
 * ends the script and everything it started (its own process group).
 */
export function runNpmScript(
  name: string,
  script: string,
  args: readonly string[],
  onLine: (line: string) => void,
  { niceness = 0, signal }: { niceness?: number; signal?: AbortSignal } = {},
): Promise<ScriptOutcome> {
  endScriptsWithThisProcess();
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    detached: true,
  });
  const { pid } = child;
  if (pid !== undefined) {
    running.add(pid);
    // At once, before npm has started what it runs: its processes inherit the priority.
    if (niceness) setPriority(pid, niceness);
    signal?.addEventListener('abort', () => endGroup(pid), { once: true });
  }
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', onLine);
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (pid !== undefined) running.delete(pid);
      resolve({ name, code: code ?? 1, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** `── typecheck: passed in 36.8 s`. */
export const outcomeLine = ({ name, code, seconds }: ScriptOutcome): string =>
  `── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`;
