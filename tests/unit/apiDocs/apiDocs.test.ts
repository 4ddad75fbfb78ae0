/**
 * The API reference (`npm run docs:api`, the mock server's /docs): one document's page opens
 * without a network (no script or style from a CDN) and shows what the portal only proposes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiDoc } from '../../../scripts/apiDocs/build.ts';
import { markProposed, PROPOSED_PREFIX } from '../../../scripts/apiDocs/markProposed.ts';

describe('markProposed', () => {
  it('badges a proposed operation and prefixes what else is proposed, leaving the rest', () => {
    const document = {
      paths: {
        '/orders': {
          get: { operationId: 'listOrders', 'x-proposed': true, description: 'Orders.' },
          post: { operationId: 'createOrder', description: 'Stated.' },
        },
      },
      components: {
        schemas: {
          Order: {
            type: 'object',
            'x-proposed': true,
            description: 'An order.',
            properties: { total: { type: 'number', 'x-proposed': true }, id: { type: 'string' } },
          },
        },
      },
    };
    const marked = markProposed(document);
    expect(marked.paths['/orders'].get).toMatchObject({
      description: 'Orders.',
      'x-badges': [{ name: 'Proposed' }],
    });
    expect(marked.paths['/orders'].post).not.toHaveProperty('x-badges');
    expect(marked.components.schemas.Order.description).toBe(`${PROPOSED_PREFIX}An order.`);
    const total: Record<string, unknown> = marked.components.schemas.Order.properties.total;
    expect(total.description).toBe('**Proposed** —');
    expect(marked.components.schemas.Order.properties.id).toEqual({ type: 'string' });
    expect(document.components.schemas.Order.description).toBe('An order.');
  });
});

describe('the API reference of a document', () => {
  let dir: string;
  let html: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-doc-test-'));
    html = readFileSync(await buildApiDoc('shop', dir), 'utf8');
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads no script or style from another site: Redoc is inlined', () => {
    const external = [
      ...html.matchAll(
        /<(?:script|link|iframe)\b[^>]*\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\//gi,
      ),
      ...html.matchAll(/@import\s+(?:url\()?\s*["']?(?:https?:)?\/\//gi),
    ].map((match) => match[0]);
    expect(external).toEqual([]);
    expect(html).toMatch(/<script\b[^>]*>[\s\S]{100000,}?<\/script>/);
  });

  it('shows the proposed parts: the prefix rendered, each proposed operation badged', () => {
    expect(html).toContain('<strong>Proposed</strong> —');
    const badges = html.match(/"x-badges":\[\{"name":"Proposed"/g) ?? [];
    // listOrders, listReceipts, downloadReceiptPdf: the shop is proposed in full.
    expect(badges).toHaveLength(3);
  });
});
