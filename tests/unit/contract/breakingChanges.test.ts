/**
 * The breaking-change gate (scripts/contract/breakingChanges.ts, Redocly's `diff`; `npm run
 * contract:breaking` runs it on the documents in `npm test`): on copies of the documents with one
 * change each, a removed response field and a narrowed enum need a major version, an added
 * optional field a minor one.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Document, parseDocument } from 'yaml';
import { compareDocuments, describeComparison } from '../../../scripts/contract/breakingChanges.ts';
import { documentPath, type Service } from '../../../scripts/contract/documents.ts';

const folder = mkdtempSync(join(tmpdir(), 'breaking-'));

/** The current document, and a copy with one change and the given version. */
function revision(
  service: Service,
  name: string,
  version: string,
  change: (doc: Document) => void,
): { base: string; revised: string } {
  const doc = parseDocument(readFileSync(documentPath(service), 'utf8'));
  change(doc);
  doc.setIn(['info', 'version'], version);
  const revised = join(folder, `${service}-${name}-${version}.yaml`);
  writeFileSync(revised, doc.toString());
  return { base: documentPath(service), revised };
}

const major = (service: Service) => `${Number(currentVersion(service).split('.')[0]) + 1}.0.0`;
const minor = (service: Service) => {
  const [x, y] = currentVersion(service).split('.');
  return `${x}.${Number(y) + 1}.0`;
};
function currentVersion(service: Service): string {
  const doc = parseDocument(readFileSync(documentPath(service), 'utf8'));
  return String(doc.getIn(['info', 'version']));
}

const removeOperatingSystem = (doc: Document) => {
  const required = doc.getIn(['components', 'schemas', 'Computer', 'required']) as {
    items: { value: unknown }[];
  };
  required.items = required.items.filter((item) => item.value !== 'operatingSystem');
  doc.deleteIn(['components', 'schemas', 'Computer', 'properties', 'operatingSystem']);
};
const dropPrepaidPlan = (doc: Document) => {
  const values = doc.getIn(['components', 'schemas', 'PlanCode', 'enum']) as {
    items: { value: unknown }[];
  };
  values.items = values.items.filter((item) => item.value !== 'reasonplusoneyearprepaid');
};
const addNickname = (doc: Document) => {
  doc.setIn(['components', 'schemas', 'Computer', 'properties', 'nickname'], {
    type: 'string',
    description: 'A name the customer gave the computer.',
  });
};

describe('the gate', () => {
  it('fails on a removed response field unless the major version is raised', async () => {
    const { base, revised } = revision(
      'license',
      'removed',
      minor('license'),
      removeOperatingSystem,
    );
    const refused = await compareDocuments(base, revised);
    expect(refused).toMatchObject({ required: 'major', versionRaised: false });
    expect(refused.breaking).toContainEqual(expect.stringContaining('operatingSystem'));
    expect(describeComparison('license', refused)).toMatch(
      /FAIL {2}license: .*need a major bump[\s\S]*Property `operatingSystem` of `Computer` was removed/,
    );

    const raised = revision('license', 'removed', major('license'), removeOperatingSystem);
    expect(await compareDocuments(raised.base, raised.revised)).toMatchObject({
      versionRaised: true,
    });
  });

  it('fails on a narrowed enum (a plan code the requests may no longer send) unless major', async () => {
    const { base, revised } = revision(
      'subscription',
      'narrowed',
      minor('subscription'),
      dropPrepaidPlan,
    );
    const refused = await compareDocuments(base, revised);
    expect(refused).toMatchObject({ required: 'major', versionRaised: false });
    expect(refused.breaking).toContainEqual(expect.stringContaining("'reasonplusoneyearprepaid'"));

    const raised = revision('subscription', 'narrowed', major('subscription'), dropPrepaidPlan);
    expect(await compareDocuments(raised.base, raised.revised)).toMatchObject({
      versionRaised: true,
    });
  });

  it('passes an added optional response field with a minor version, not without one', async () => {
    const added = revision('license', 'added', minor('license'), addNickname);
    expect(await compareDocuments(added.base, added.revised)).toMatchObject({
      required: 'minor',
      versionRaised: true,
      breaking: [],
    });
    const unchanged = revision('license', 'added', currentVersion('license'), addNickname);
    expect(await compareDocuments(unchanged.base, unchanged.revised)).toMatchObject({
      required: 'minor',
      versionRaised: false,
    });
  });
});
