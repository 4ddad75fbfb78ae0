/**
 * docs/backend-teams.md runs: every ```sh / ```bash block of the page is executed, in order, as one
 * terminal session (a variable set in one block is there in the next), against the mock server
 * started as the page says (`npm run mock:server`) on a free port, with MOCK_CONTROL_TOKEN set.
 *
 * - `127.0.0.1:4010` in a block becomes the server's address.
 * - The output a page shows is the run of `# ` lines right after a command (no blank line
 *   between); the command is the one line above them, with the lines it continues (`\`) or, for a
 *   loop ending in `done`, the loop. What that command prints must be those lines, `…` standing for any text. npm's own banner (`> pkg@1.0.0
 *   script`, `> command`) and blank lines are not part of the comparison.
 * - Every block must end with exit status 0 (a block that shows a failure prints its status).
 * - A block that cannot run here (a real backend, an install, a release) has
 *   `<!-- not run: reason -->` right above it: it is counted, and it must say why.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const PAGE = join(root, 'docs', 'backend-teams.md');
const CONTROL_TOKEN = 'backend-guide-test';
const PAGE_ADDRESS = '127.0.0.1:4010';

interface Block {
  line: number;
  code: string;
  notRun: string | null;
}

export function shellBlocks(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = lines[index]?.match(/^```(\w*)\s*$/);
    if (!fence) continue;
    const end = lines.findIndex((line, at) => at > index && /^```\s*$/.test(line));
    if (fence[1] === 'sh' || fence[1] === 'bash') {
      let above = index - 1;
      while (above >= 0 && lines[above]?.trim() === '') above -= 1;
      const marker = lines[above]?.match(/^<!-- not run: (.+?) -->$/);
      blocks.push({
        line: index + 1,
        code: lines.slice(index + 1, end).join('\n'),
        notRun: marker?.[1] ?? null,
      });
    }
    index = end;
  }
  return blocks;
}

interface Shown {
  /** The lines of the command whose output is shown. */
  command: string[];
  output: string[];
}

/**
 * Where the last command of `lines` starts: its first line, taking in the lines it continues (a
 * trailing `\`) and, for a loop that ends in `done`, the loop.
 */
function commandStart(lines: string[]): number {
  let start = lines.length - 1;
  if (/^\s*done\b/.test(lines[start] ?? '')) {
    while (start > 0 && !/^\s*(for|while|until)\b/.test(lines[start] ?? '')) start -= 1;
  }
  while (start > 0 && (lines[start - 1] ?? '').trimEnd().endsWith('\\')) start -= 1;
  return start;
}

/** A block as segments: commands without shown output, and commands with it. */
function segments(code: string): Array<{ lines: string[]; shown: string[] | null }> {
  const lines = code.split('\n');
  const result: Array<{ lines: string[]; shown: string[] | null }> = [];
  let pending: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const previous = lines[index - 1] ?? '';
    const isOutput =
      line.startsWith('# ') && previous.trim() !== '' && !previous.trimStart().startsWith('#');
    if (!isOutput) {
      pending.push(line);
      continue;
    }
    const start = commandStart(pending);
    if (start > 0) result.push({ lines: pending.slice(0, start), shown: null });
    const command = pending.slice(start);
    const output: string[] = [];
    while (lines[index]?.startsWith('# ')) {
      output.push((lines[index] ?? '').slice(2));
      index += 1;
    }
    index -= 1;
    result.push({ lines: command, shown: output });
    pending = [];
  }
  if (pending.length > 0) result.push({ lines: pending, shown: null });
  return result;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether what a command printed is what the page shows (`…` is any text). */
export function matchesShown(printed: string, shown: string[]): boolean {
  const actual = printed
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '' && !line.startsWith('> '));
  const pattern = shown
    .map((line) => line.trimEnd().split('…').map(escapeRegExp).join('.*'))
    .join('\n');
  return new RegExp(`^${pattern}$`).test(actual.join('\n'));
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string },
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

const blocks = shellBlocks(readFileSync(PAGE, 'utf8'));
let server: ReturnType<typeof spawn>;
let address = '';
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  MOCK_CONTROL_TOKEN: CONTROL_TOKEN,
};

beforeAll(async () => {
  // A process group of its own: npm, tsx and the server end together.
  server = spawn('npm', ['run', 'mock:server'], {
    cwd: root,
    env: { ...env, PORT: '0' },
    detached: true,
  });
  address = await new Promise<string>((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(
      () => reject(new Error(`mock server did not start:\n${printed}`)),
      60_000,
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const listening = printed.match(/listening on http:\/\/(127\.0\.0\.1:\d+)/);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    });
  });
}, 90_000);

afterAll(() => {
  if (!server.pid) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
});

describe('docs/backend-teams.md', () => {
  it('marks every block it does not run, with the reason', () => {
    const notRun = blocks.filter((block) => block.notRun !== null);
    expect(blocks.length).toBeGreaterThan(10);
    // Install, release, the server itself, the token you were given, your service (12, 13 twice, 14).
    expect(notRun.map((block) => block.notRun)).toHaveLength(8);
    for (const block of notRun)
      expect(block.notRun?.length, `line ${block.line}`).toBeGreaterThan(10);
  });

  it('runs every other block against the mock server, and prints what it shows', async () => {
    const runnable = blocks.filter((block) => block.notRun === null);
    const shown: Array<Shown & { block: number }> = [];
    let script = '';
    runnable.forEach((block, blockIndex) => {
      for (const segment of segments(block.code.replaceAll(PAGE_ADDRESS, address))) {
        if (segment.shown === null) {
          script += `${segment.lines.join('\n')}\n`;
          continue;
        }
        const id = shown.length;
        shown.push({ command: segment.lines, output: segment.shown, block: block.line });
        script += `printf '\\n@@begin ${id}@@\\n'\n${segment.lines.join('\n')}\nprintf '\\n@@end ${id}@@\\n'\n`;
      }
      script += `printf '\\n@@exit ${blockIndex} %s@@\\n' "$?"\n`;
    });

    const started = Date.now();
    // The page's commands run where a reader runs them: in the project's folder.
    const { stdout, stderr } = await run('bash', ['-s'], { cwd: root, env, input: script });
    const seconds = (Date.now() - started) / 1000;

    const failures: string[] = [];
    runnable.forEach((block, blockIndex) => {
      const status = stdout.match(new RegExp(`@@exit ${blockIndex} (\\d+)@@`))?.[1];
      if (status !== '0') failures.push(`block at line ${block.line} ended with status ${status}`);
    });
    shown.forEach((entry, id) => {
      const printed = stdout.match(
        new RegExp(`@@begin ${id}@@\\n([\\s\\S]*?)\\n@@end ${id}@@`),
      )?.[1];
      if (printed === undefined || !matchesShown(printed, entry.output)) {
        failures.push(
          `block at line ${entry.block}: ${entry.command.join(' ')}\n  shows:\n    ${entry.output.join('\n    ')}\n  prints:\n    ${(printed ?? '(nothing)').split('\n').join('\n    ')}`,
        );
      }
    });
    expect(failures, `${failures.join('\n\n')}\n\nstderr:\n${stderr.slice(-3000)}`).toEqual([]);
    expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(seconds).toBeLessThan(240);
  }, 300_000);
});

describe('the page’s output matching', () => {
  it('takes … for any text and leaves npm’s banner out', () => {
    expect(matchesShown('\n> a@1 x\n> node x\n\nok 1\n', ['ok …'])).toBe(true);
    expect(matchesShown('ok 1\nok 2', ['ok 1'])).toBe(false);
  });
});
