import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type Document, parseDocument } from 'yaml';
import {
  contractProblems,
  documentPath,
  loadDocument,
  operationsOf,
  SERVICES,
} from '../../../scripts/contract/documents.ts';

const run = promisify(execFile);

/** A copy of a document with one change, in a temporary folder. */
function mutatedCopy(service: (typeof SERVICES)[number], change: (doc: Document) => void): string {
  const doc = parseDocument(readFileSync(documentPath(service), 'utf8'));
  change(doc);
  const path = join(mkdtempSync(join(tmpdir(), 'contract-')), `${service}.yaml`);
  writeFileSync(path, doc.toString());
  return path;
}

const JSON_SCHEMA = ['content', 'application/json', 'schema'];

describe.each(SERVICES)('openapi/%s.yaml', (service) => {
  it('loads with every $ref resolved and every operation complete', async () => {
    const document = await loadDocument(service);
    expect(operationsOf(document).length).toBeGreaterThan(0);
    expect(contractProblems(document)).toEqual([]);
  });
});

describe('the document checks catch', () => {
  it('a broken $ref', async () => {
    const path = mutatedCopy('license', (doc) => {
      doc.setIn(['paths', '/public/license/', 'get', 'responses', '200', ...JSON_SCHEMA], {
        $ref: '#/components/schemas/NoSuchSchema',
      });
    });
    await expect(loadDocument(path)).rejects.toThrow(/NoSuchSchema/);
  });

  it('an operation without its error responses', async () => {
    const path = mutatedCopy('license', (doc) => {
      doc.deleteIn(['paths', '/public/license/transfer', 'post', 'responses', '400']);
      doc.deleteIn(['paths', '/public/license/transfer', 'post', 'responses', '401']);
    });
    expect(contractProblems(await loadDocument(path))).toEqual([
      'POST /public/license/transfer: no 401 response',
      'POST /public/license/transfer: no 400 response',
    ]);
  });

  it('an operation without an operationId or a typed success', async () => {
    const path = mutatedCopy('shop', (doc) => {
      doc.deleteIn(['paths', '/orders', 'get', 'operationId']);
      doc.deleteIn(['paths', '/orders', 'get', 'responses', '200', 'content']);
    });
    expect(contractProblems(await loadDocument(path))).toEqual([
      'GET /orders: no operationId',
      'GET /orders: success 200 has no schema',
    ]);
  });

  it('a broken $ref in the OpenAPI lint too', async () => {
    const path = mutatedCopy('shop', (doc) => {
      doc.setIn(['paths', '/receipts', 'get', 'responses', '200', ...JSON_SCHEMA], {
        $ref: '#/components/schemas/Missing',
      });
    });
    const lint = run('npx', ['redocly', 'lint', path, '--config', 'redocly.yaml'], {
      cwd: process.cwd(),
    });
    await expect(lint).rejects.toMatchObject({
      stdout: expect.stringContaining("Can't resolve $ref"),
    });
  });
});
