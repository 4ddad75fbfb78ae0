/**
 * The breaking-change gate: each document against its last released version
 * (`openapi/released/<service>.yaml`), compared by Redocly CLI's `diff`, which rates every change by
 * the semantic-version bump it needs (a removed response field, a narrowed request enum, a newly
 * required request field: major; an added optional field: minor; a description: patch). The gate
 * passes when `info.version` was raised at least that far, so a breaking change needs a new major
 * version. Redocly's rules are the ones of its `diff-recommended` set (redocly.yaml).
 *
 * Redocly compares what goes over the wire; a client generated from the document (the portal's
 * `sdk/`, or a team's) is also built from the document's names, which the wire does not carry. So
 * the gate also rates as major what breaks such a client while Redocly sees at most a patch: a
 * path parameter renamed (the generated function's parameter), an operationId gone (its module,
 * functions and hooks), a schema gone or renamed (its type).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { documentPath, METHODS, type Service } from './documents.ts';
import { isRecord } from '../../src/api/isRecord.ts';

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
  /** What needs the major bump, one line each: Redocly's verdicts, then the generated client's. */
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

type Yaml = Record<string, unknown>;

/** Each operation of a document by its operationId, with its method and path. */
function operationsById(document: Yaml): Map<string, { method: string; path: string }> {
  const byId = new Map<string, { method: string; path: string }>();
  for (const [path, item] of Object.entries(isRecord(document.paths) ? document.paths : {})) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (isRecord(operation) && typeof operation.operationId === 'string') {
        byId.set(operation.operationId, { method, path });
      }
    }
  }
  return byId;
}

const pathParameters = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

/**
 * What breaks a client generated from the released document, compared by name: an operationId
 * gone, a path parameter renamed, a schema gone. One line each; empty when nothing does.
 */
export function generatedClientBreaks(released: Yaml, current: Yaml): string[] {
  const breaks: string[] = [];
  const before = operationsById(released);
  const after = operationsById(current);
  for (const [operationId, was] of before) {
    const now = after.get(operationId);
    if (!now) {
      breaks.push(
        `operationId \`${operationId}\` (${was.method.toUpperCase()} ${was.path}) is gone: the ` +
          "generated client's functions and hooks for it are gone.",
      );
      continue;
    }
    const [old, renamed] = [pathParameters(was.path), pathParameters(now.path)];
    old.forEach((name, index) => {
      const other = renamed[index];
      if (other !== undefined && other !== name) {
        breaks.push(
          `Path parameter \`${name}\` of \`${operationId}\` was renamed to \`${other}\`: the ` +
            "generated client's parameter is renamed.",
        );
      }
    });
  }
  const schemas = (document: Yaml): string[] => {
    const components = isRecord(document.components) ? document.components : {};
    return Object.keys(isRecord(components.schemas) ? components.schemas : {});
  };
  const kept = new Set(schemas(current));
  for (const name of schemas(released).filter((schema) => !kept.has(schema))) {
    breaks.push(
      `Schema \`${name}\` is gone (removed or renamed): the generated client's type ${name} is gone.`,
    );
  }
  return breaks;
}

const readYaml = (path: string): Yaml => parse(readFileSync(path, 'utf8')) as Yaml;

/** Whether `revision`'s major version is above `base`'s. */
function majorRaised(base: string, revision: string): boolean {
  return Number(revision.split('.')[0]) > Number(base.split('.')[0]);
}

/** Compares two documents with `redocly diff --check-version`, and by their generated client. */
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
  const clientBreaks = generatedClientBreaks(readYaml(released), readYaml(current));
  const { base, revision } = report.infoVersions;
  return {
    released: { path: released, version: base },
    current: { path: current, version: revision },
    required: clientBreaks.length > 0 ? 'major' : report.bump === 'none' ? null : report.bump,
    versionRaised: versionRaised && (clientBreaks.length === 0 || majorRaised(base, revision)),
    breaking: [...breaking, ...clientBreaks],
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
