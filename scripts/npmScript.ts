/**
 * One `npm run` as `npm test` and `npm run checks` start theirs (scripts/test.ts, scripts/checks.ts):
 * silent npm, colours only for a terminal, its output handed over line by line, its outcome said in
 * one line when it ends.
 */
import { execFileSync, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';

export interface ScriptOutcome {
  name: string;
  code: number;
  seconds: number;
}

/** The processes `pid` started, and theirs, read from `ps` (npm starts a shell, which starts the tool). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (child === undefined || parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const visit = (each: number) =>
    children.get(each)?.forEach((child) => {
      found.push(child);
      visit(child);
    });
  visit(pid);
  return found;
}

/** Ends the script and everything it started. */
function endTree(pid: number): void {
  for (const each of [pid, ...descendants(pid)]) {
    try {
      process.kill(each, 'SIGTERM');
    } catch {
      // It has ended already.
    }
  }
}

/**
 * Runs `npm run <script> [-- args]` under `name`, each line of its output and errors to `onLine`.
 * `niceness` (0–19) lowers the CPU priority of the script and of everything it starts; `signal`
 * ends the script and everything it started.
 */
export function runNpmScript(
  name: string,
  script: string,
  args: readonly string[],
  onLine: (line: string) => void,
  { niceness = 0, signal }: { niceness?: number; signal?: AbortSignal } = {},
): Promise<ScriptOutcome> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  const { pid } = child;
  if (pid !== undefined) {
    // At once, before npm has started what it runs: its processes inherit the priority. (The
    // script stays in this session: with Linux's autogroups a session of its own would share the
    // CPU with the others equally, whatever its niceness.)
    if (niceness) setPriority(pid, niceness);
    signal?.addEventListener('abort', () => endTree(pid), { once: true });
  }
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
