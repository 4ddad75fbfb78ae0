/**
 * The mock server serves the API reference at /docs, building it first when it is missing (here
 * into a folder of the test's own, so the run starts from nothing).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer, type MockHttpServer } from '@mocks/server/createMockHttpServer.ts';

let server: MockHttpServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-docs-'));
  server = await createMockHttpServer({ port: 0, apiDocsDir: join(dir, 'docs') });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the mock server’s /docs', () => {
  it('builds the reference when missing and serves the index and each service’s page', async () => {
    const [index, shop] = await Promise.all([
      fetch(`${server.url}/docs/`),
      fetch(`${server.url}/docs/shop.html`),
    ]);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    const links = [...(await index.text()).matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['account.html', 'subscription.html', 'license.html', 'shop.html']);
    expect(shop.status).toBe(200);
    expect(await shop.text()).toContain('"x-badges":[{"name":"Proposed"');

    const bare = await fetch(`${server.url}/docs`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/docs/']);
    expect((await fetch(`${server.url}/docs/../package.json`)).status).toBe(404);
  }, 90_000);
});
