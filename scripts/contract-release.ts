/**
 * `npm run contract:release -- SERVICE...`: releases documents. For each, checks that its
 * `info.version` is above the last release's and covers its changes (the breaking-change gate), and
 * that openapi/CHANGELOG.md has a section for that version; then dates that section and copies the
 * document to openapi/released/, the baseline the gate compares with from then on.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { compareWithRelease, releasedPath } from './contract/breakingChanges.ts';
import { documentPath, SERVICES, type Service } from './contract/documents.ts';

const changelogPath = new URL('../openapi/CHANGELOG.md', import.meta.url).pathname;

const isService = (name: string): name is Service => (SERVICES as readonly string[]).includes(name);

/** Whether semantic version `a` is above `b`. */
function isAbove(a: string, b: string): boolean {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) {
    const difference = (x?.[i] ?? 0) - (y?.[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** The heading of a version in the document's part of the changelog: `### [2.0.0] - …`. */
function versionHeading(service: Service, version: string): RegExp {
  const escaped = version.replaceAll('.', '\\.');
  // Within the service's own section: no "## " heading of another document in between.
  return new RegExp(
    `(## ${service}\\b(?:(?!\\n## )[\\s\\S])*?### \\[${escaped}\\] - )(Unreleased|\\d{4}-\\d{2}-\\d{2})`,
  );
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !isService(name));
if (requested.length === 0 || unknown.length > 0) {
  console.error(`Usage: npm run contract:release -- ${SERVICES.join(' | ')} [...]`);
  process.exit(2);
}

let changelog = readFileSync(changelogPath, 'utf8');
const today = new Date().toISOString().slice(0, 10);
const problems: string[] = [];
const releases: Service[] = [];
for (const service of requested.filter(isService)) {
  const { released, current, versionRaised, required } = await compareWithRelease(service);
  if (!isAbove(current.version, released.version)) {
    problems.push(`${service}: ${current.version} is not above the released ${released.version}`);
  } else if (!versionRaised) {
    problems.push(`${service}: ${current.version} does not cover the changes (a ${required} bump)`);
  } else if (!versionHeading(service, current.version).test(changelog)) {
    problems.push(`${service}: openapi/CHANGELOG.md has no "### [${current.version}]" section`);
  } else {
    changelog = changelog.replace(versionHeading(service, current.version), `$1${today}`);
    releases.push(service);
  }
}
if (problems.length > 0) {
  console.error(`Nothing released:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(changelogPath, changelog);
for (const service of releases) {
  copyFileSync(documentPath(service), releasedPath(service));
  console.log(`released ${service} → openapi/released/${service}.yaml`);
}
