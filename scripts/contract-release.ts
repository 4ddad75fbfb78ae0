/**
 * `npm run contract:release -- SERVICE...`: releases documents. For each, checks that its
 * `info.version` is above the last release's and covers its changes (the breaking-change gate), and
 * that openapi/CHANGELOG.md has a section for that version naming every change (each changed
 * operationId and component, scripts/contract/changelog.ts); then dates that section and copies
 * the document to openapi/released/, the baseline the gate compares with from then on.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { compareWithRelease, releasedPath } from './contract/breakingChanges.ts';
import { changedNames, releaseProblem, versionHeading } from './contract/changelog.ts';
import { documentPath, SERVICES, type Service } from './contract/documents.ts';

const changelogPath = new URL('../openapi/CHANGELOG.md', import.meta.url).pathname;

const isService = (name: string): name is Service => (SERVICES as readonly string[]).includes(name);

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
  const comparison = await compareWithRelease(service);
  const names = changedNames(releasedPath(service), documentPath(service));
  const problem = releaseProblem(service, comparison, changelog, names);
  if (problem) {
    problems.push(problem);
    continue;
  }
  changelog = changelog.replace(versionHeading(service, comparison.current.version), `$1${today}`);
  releases.push(service);
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
