/**
 * `npm run contract:breaking` (part of `npm test`): the breaking-change gate for every document,
 * against its last released version. Exit 1 when a document's version was not raised as far as
 * its changes need; docs/backend-teams.md explains the versions and the release.
 */
import { SERVICES } from './contract/documents.ts';
import { compareWithRelease, describeComparison } from './contract/breakingChanges.ts';

const comparisons = await Promise.all(SERVICES.map((service) => compareWithRelease(service)));
let failed = false;
SERVICES.forEach((service, index) => {
  const comparison = comparisons[index];
  if (!comparison) return;
  console.log(describeComparison(service, comparison));
  if (!comparison.versionRaised) failed = true;
});
if (failed) {
  console.log(
    '\nRaise info.version of the failing document (semantic versioning: major for a breaking change)' +
      ' and say why in openapi/CHANGELOG.md.',
  );
}
process.exitCode = failed ? 1 : 0;
