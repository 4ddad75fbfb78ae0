/**
 * The breaking-change gate (scripts/contract/breakingChanges.ts, Redocly's `diff`; `npm run
 * contract:breaking` runs it on the documents in `npm test`): on copies of the documents with one
 * change each, a removed response field and a narrowed enum need a major version, an added
 * optional field a minor one; a renamed path parameter or schema, which only a generated client
 * notices, a major one. And the release (scripts/contract/changelog.ts, `npm run
 * contract:release`): refused without a changelog section that names every change.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Document, parseDocument } from 'yaml';
import {
  compareDocuments,
  describeComparison,
  generatedClientBreaks,
} from '../../../scripts/contract/breakingChanges.ts';
import {
  changedNames,
  releaseProblem,
  versionSection,
} from '../../../scripts/contract/changelog.ts';
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
const renameComputerId = (doc: Document) => {
  const item = doc.getIn(['paths', '/public/computers/{computerId}']);
  doc.deleteIn(['paths', '/public/computers/{computerId}']);
  doc.setIn(['paths', '/public/computers/{id}'], item);
  doc.setIn(['paths', '/public/computers/{id}', 'delete', 'parameters', 0, 'name'], 'id');
};
const renameComputer = (doc: Document) => {
  const text = doc
    .toString()
    .replaceAll("#/components/schemas/Computer'", "#/components/schemas/AuthorizedComputer'")
    .replace(/^ {4}Computer:$/m, '    AuthorizedComputer:');
  const renamed = parseDocument(text);
  doc.contents = renamed.contents;
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

describe('what breaks a generated client', () => {
  it('rates a renamed path parameter major: the generated function takes another parameter', async () => {
    const refused = revision('license', 'param', minor('license'), renameComputerId);
    const comparison = await compareDocuments(refused.base, refused.revised);
    expect(comparison).toMatchObject({ required: 'major', versionRaised: false });
    expect(comparison.breaking).toContain(
      "Path parameter `computerId` of `deauthorizeComputer` was renamed to `id`: the generated client's parameter is renamed.",
    );
    expect(describeComparison('license', comparison)).toMatch(
      /FAIL {2}license: .*need a major bump[\s\S]*Path parameter `computerId` of `deauthorizeComputer`/,
    );
    const raised = revision('license', 'param', major('license'), renameComputerId);
    expect(await compareDocuments(raised.base, raised.revised)).toMatchObject({
      versionRaised: true,
    });
  });

  it('rates a renamed schema major, and a gone operationId', () => {
    const before = parseDocument(readFileSync(documentPath('license'), 'utf8'));
    const after = before.clone();
    renameComputer(after);
    after.setIn(['paths', '/public/computers/', 'get', 'operationId'], 'listComputers');
    expect(generatedClientBreaks(before.toJS(), after.toJS())).toEqual([
      "operationId `listAuthorizedComputers` (GET /public/computers/) is gone: the generated client's functions and hooks for it are gone.",
      "Schema `Computer` is gone (removed or renamed): the generated client's type Computer is gone.",
    ]);
    expect(generatedClientBreaks(before.toJS(), before.toJS())).toEqual([]);
  });
});

describe('the release', () => {
  const CHANGELOG = `# Changelog

## license

### [2.1.0] - Unreleased

#### Added

- \`Computer.nickname\`: a name the customer gave the computer.

### [2.0.0] - 2026-11-23

- Earlier.

## shop

### [2.1.0] - Unreleased

- \`Order.giftWrap\`.
`;
  const comparison = {
    released: { path: 'released.yaml', version: '2.0.0' },
    current: { path: 'license.yaml', version: '2.1.0' },
    versionRaised: true,
    required: 'minor' as const,
  };

  it('names what changed: each changed operationId and component', () => {
    const { base, revised } = revision('license', 'named', minor('license'), (doc) => {
      addNickname(doc);
      doc.setIn(['paths', '/public/computers/', 'get', 'summary'], 'The authorized computers');
    });
    expect(changedNames(base, revised)).toEqual(['listAuthorizedComputers', 'Computer']);
    expect(changedNames(base, base)).toEqual([]);
  });

  it('reads the version section of the document, not of another', () => {
    expect(versionSection(CHANGELOG, 'license', '2.1.0')).toContain('Computer.nickname');
    expect(versionSection(CHANGELOG, 'license', '2.1.0')).not.toContain('Earlier');
    expect(versionSection(CHANGELOG, 'shop', '2.1.0')).toContain('Order.giftWrap');
    expect(versionSection(CHANGELOG, 'license', '9.0.0')).toBeUndefined();
  });

  it('refuses a release whose changelog section is missing or does not name the change', () => {
    expect(releaseProblem('license', comparison, CHANGELOG, ['Computer'])).toBeNull();
    expect(
      releaseProblem('license', comparison, CHANGELOG, ['Computer', 'deauthorizeComputer']),
    ).toBe(
      "license: the changelog's [2.1.0] section does not name what changed since 2.0.0: deauthorizeComputer",
    );
    // A name inside another word is not the name.
    expect(releaseProblem('license', comparison, CHANGELOG, ['Comp'])).toMatch(/does not name/);
    const later = { ...comparison, current: { ...comparison.current, version: '2.2.0' } };
    expect(releaseProblem('license', later, CHANGELOG, [])).toBe(
      'license: openapi/CHANGELOG.md has no "### [2.2.0]" section',
    );
    expect(releaseProblem('license', { ...comparison, versionRaised: false }, CHANGELOG, [])).toBe(
      'license: 2.1.0 does not cover the changes (a minor bump)',
    );
  });
});
