/**
 * What `npm run contract:release` asks of openapi/CHANGELOG.md: a section for the version being
 * released, in the document's own part of the changelog, that names every change since the last
 * release, by the names a reader looks for: each operationId whose operation changed, and each
 * component (schema, parameter, response, header, request body, security scheme) that was added,
 * removed or changed. Examples are left out: they illustrate and are named by nobody.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Comparison } from './breakingChanges.ts';
import { METHODS, type Service } from './documents.ts';
import { isRecord } from '../../src/api/isRecord.ts';

type Yaml = Record<string, unknown>;

/** The component kinds whose names a change must be told by. */
const NAMED_COMPONENTS = [
  'schemas',
  'parameters',
  'responses',
  'headers',
  'requestBodies',
  'securitySchemes',
] as const;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Each operation by its operationId, with the parameters its path item gives it. */
function operations(document: Yaml): Map<string, unknown> {
  const byId = new Map<string, unknown>();
  for (const item of Object.values(isRecord(document.paths) ? document.paths : {})) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (isRecord(operation) && typeof operation.operationId === 'string') {
        byId.set(operation.operationId, { ...operation, pathParameters: item.parameters });
      }
    }
  }
  return byId;
}

/** Entries of two maps that were added, removed or changed, by key. */
function changedKeys(before: Map<string, unknown>, after: Map<string, unknown>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => !same(before.get(key), after.get(key)));
}

const entries = (value: unknown): Map<string, unknown> =>
  new Map(Object.entries(isRecord(value) ? value : {}));

/** The names of what changed between two versions of a document (its YAML files). */
export function changedNames(releasedPath: string, currentPath: string): string[] {
  const [released, current] = [releasedPath, currentPath].map(
    (path) => parse(readFileSync(path, 'utf8')) as Yaml,
  ) as [Yaml, Yaml];
  const names = changedKeys(operations(released), operations(current));
  const components = (document: Yaml): Yaml =>
    isRecord(document.components) ? document.components : {};
  for (const kind of NAMED_COMPONENTS) {
    names.push(
      ...changedKeys(entries(components(released)[kind]), entries(components(current)[kind])),
    );
  }
  return [...new Set(names)];
}

/** The heading of a version in the document's part of the changelog: `### [2.0.0] - …`. */
export function versionHeading(service: Service, version: string): RegExp {
  const escaped = version.replaceAll('.', '\\.');
  // Within the service's own section: no "## " heading of another document in between.
  return new RegExp(
    `(## ${service}\\b(?:(?!\\n## )[\\s\\S])*?### \\[${escaped}\\] - )(Unreleased|\\d{4}-\\d{2}-\\d{2})`,
  );
}

/** The text of a version's section, up to the next version or document; undefined when none. */
export function versionSection(
  changelog: string,
  service: Service,
  version: string,
): string | undefined {
  const heading = versionHeading(service, version).exec(changelog);
  if (!heading) return undefined;
  const start = heading.index + heading[0].length;
  const rest = changelog.slice(start);
  const end = rest.search(/\n##? |\n### /);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The names a section does not mention (as a whole word, `code` or plain). */
export function unnamedChanges(section: string, names: readonly string[]): string[] {
  return names.filter(
    (name) =>
      !new RegExp(
        `(?<![A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`,
      ).test(section),
  );
}

/** Whether semantic version `a` is above `b`. */
function isAbove(a: string, b: string): boolean {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) {
    const difference = (x?.[i] ?? 0) - (y?.[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/**
 * Why a document cannot be released, or null when it can: its version is not above the release,
 * does not cover the changes (the gate's comparison), or the changelog has no section for it, or
 * one that does not name every change (`names`, from `changedNames`).
 */
export function releaseProblem(
  service: Service,
  comparison: Pick<Comparison, 'released' | 'current' | 'versionRaised' | 'required'>,
  changelog: string,
  names: readonly string[],
): string | null {
  const { released, current, versionRaised, required } = comparison;
  if (!isAbove(current.version, released.version)) {
    return `${service}: ${current.version} is not above the released ${released.version}`;
  }
  if (!versionRaised) {
    return `${service}: ${current.version} does not cover the changes (a ${required} bump)`;
  }
  const section = versionSection(changelog, service, current.version);
  if (section === undefined) {
    return `${service}: openapi/CHANGELOG.md has no "### [${current.version}]" section`;
  }
  const unnamed = unnamedChanges(section, names);
  if (unnamed.length > 0) {
    return (
      `${service}: the changelog's [${current.version}] section does not name what changed ` +
      `since ${released.version}: ${unnamed.join(', ')}`
    );
  }
  return null;
}
