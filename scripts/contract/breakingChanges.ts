/**
 * The breaking-change gate: each document against its last released version
 * (`openapi/released/<service>.yaml`), compared by Redocly CLI's `diff`, which rates every change by
 * the semantic-version bump it needs (a removed response field, a narrowed request enum, a newly
 * required request field: major; an added optional field: minor; a description: patch). The gate
 * passes when `info.version` was raised at least that far, so a breaking change needs a new major
 * version. Redocly's rules are the ones of its `diff-recommended` set (redocly.yaml).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { documentPath, type Service } from './documents.ts';

const run = promisify(execFile);
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const root = new URL('../../', import.meta.url).pathname;

export type Impact = 'major' | 'minor' | 'patch';

export interface Comparison {
  released: { path: string; version: string };
  current: { path: string; version: string };
  /** The bump the changes need; null when nothing changed. */
  required: Impact | null;
  /** Whether `info.version` went up at least that far. */
  versionRaised: boolean;
  /** What needs the major bump, one line each, from Redocly's verdicts. */
  breaking: string[];
}

interface DiffReport {
  infoVersions: { base: string; revision: string };
  bump: Impact | 'none' | null;
  changes: {
    path: string;
    impact: Impact | 'none';
    verdicts: { impact: Impact; message: string }[];
  }[];
}

export function releasedPath(service: Service): string {
  return new URL(`../../openapi/released/${service}.yaml`, import.meta.url).pathname;
}

/** Compares two documents with `redocly diff --check-version`. */
export async function compareDocuments(released: string, current: string): Promise<Comparison> {
  const args = [redocly, 'diff', released, current, '--check-version', '--fail-on', 'none'];
  const options = { cwd: root, maxBuffer: 64 * 1024 * 1024 };
  let stdout: string;
  let versionRaised = true;
  try {
    ({ stdout } = await run(process.execPath, [...args, '--format', 'json'], options));
  } catch (error) {
    // Exit 1 with a report: the version was not raised enough. Anything else is a failure to run.
    const failed = error as { stdout?: string; stderr?: string };
    if (!failed.stdout?.trim().startsWith('{')) {
      throw new Error(`redocly diff could not compare ${current}: ${failed.stderr ?? ''}`, {
        cause: error,
      });
    }
    stdout = failed.stdout;
    versionRaised = false;
  }
  const report = JSON.parse(stdout) as DiffReport;
  const breaking = report.changes.flatMap((change) =>
    change.verdicts
      .filter((verdict) => verdict.impact === 'major')
      .map((verdict) => `${change.path}: ${verdict.message}`),
  );
  return {
    released: { path: released, version: report.infoVersions.base },
    current: { path: current, version: report.infoVersions.revision },
    required: report.bump === 'none' ? null : report.bump,
    versionRaised,
    breaking,
  };
}

export function compareWithRelease(service: Service): Promise<Comparison> {
  return compareDocuments(releasedPath(service), documentPath(service));
}

/** One line per document for the terminal; the breaking changes under a failing one. */
export function describeComparison(service: Service, comparison: Comparison): string {
  const { released, current, required, versionRaised, breaking } = comparison;
  const versions = `${released.version} → ${current.version}`;
  if (versionRaised) {
    return `ok    ${service}: ${versions} (changes need ${required ?? 'no'} bump)`;
  }
  const lines = [
    `FAIL  ${service}: ${versions}, but the changes since the release need a ${required ?? ''} bump.`,
  ];
  if (required === 'major') {
    lines.push('      Breaking changes (raise the major version, or undo them):');
    lines.push(...breaking.map((line) => `        - ${line}`));
  }
  return lines.join('\n');
}
