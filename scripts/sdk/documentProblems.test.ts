import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentProblems } from './documentProblems.ts';

const GOOD = `openapi: 3.1.0
info: { title: Demo, version: '1.0.0' }
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200':
          description: The things
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Thing' }
components:
  schemas:
    Thing: { type: object }
`;

const folder = mkdtempSync(join(tmpdir(), 'documents-'));
const write = (name: string, text: string) => {
  const file = join(folder, name);
  writeFileSync(file, text);
  return file;
};

describe('documentProblems', () => {
  it.each([
    ['a valid document', GOOD, []],
    [
      'a YAML slip (a missing comma)',
      GOOD.replace("{ title: Demo, version: '1.0.0' }", "{ title: Demo version: '1.0.0' }"),
      [/^demo\.yaml:2:\d+ /],
    ],
    [
      'a broken $ref',
      GOOD.replace("$ref: '#/components/schemas/Thing'", "$ref: '#/components/schemas/Thin'"),
      [/^demo\.yaml:12:\d+ Missing \$ref pointer "#\/components\/schemas\/Thin"/],
    ],
  ] as const)('%s: each problem with its file and line', async (_, text, expected) => {
    const problems = await documentProblems(write('demo.yaml', text), folder);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, index) => expect(problems[index]).toMatch(pattern));
  });
});
