import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * No import circles in src/, mocks/ or sdk/ (decision 010), as dependency-cruiser's `no-circular`
 * (.dependency-cruiser.cjs) sees them. Its command line, not its API: the command line reads the
 * configuration and tsconfig.json's path aliases the way a developer running it by hand does.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

interface Violation {
  from: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

it('finds no import circle', { timeout: 120_000 }, () => {
  const cli = fileURLToPath(
    new URL('../../../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs', import.meta.url),
  );
  // Exits non-zero when it finds a violation; the report is on stdout either way.
  let report: string;
  try {
    report = execFileSync(process.execPath, [cli, '--output-type', 'json', 'src', 'mocks', 'sdk'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    report = (error as { stdout: string }).stdout;
  }
  const { summary } = JSON.parse(report) as {
    summary: { violations: Violation[]; totalCruised: number };
  };
  const circles = summary.violations.map((violation) =>
    [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' → '),
  );
  expect(summary.totalCruised).toBeGreaterThan(400);
  expect(circles).toEqual([]);
});
