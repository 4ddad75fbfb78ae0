import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PREFIXES } from '../../mocks/servicePaths.ts';
import { startBenchServers, type BenchServers } from './servers.ts';

/** A build of one page and one asset. */
function build(root: string, name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<title>${name}</title>`);
  writeFileSync(join(dir, 'assets', 'app.js'), `console.log(${JSON.stringify(name)});`);
  return dir;
}

describe('the bench servers, in a process of their own', () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-servers-'));
  let servers: BenchServers;

  beforeAll(async () => {
    servers = await startBenchServers(build(root, 'portal'), build(root, 'floor'));
  }, 30_000);

  afterAll(async () => {
    await servers?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serve the portal's build and the floor's, each with its own assets", async () => {
    const portal = await fetch(`${servers.site}/profile`);
    expect(await portal.text()).toBe('<title>portal</title>');
    const asset = await fetch(`${servers.floor}/assets/app.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("floor");');
  });

  it("answer the portal's services with the mock backend", async () => {
    const refresh = await fetch(
      `${servers.site}${SERVICE_PREFIXES.account}/account/token/refresh`,
      {
        method: 'POST',
      },
    );
    expect(refresh.status).toBe(401);
    expect(await refresh.json()).toMatchObject({
      detail: 'Authentication credentials were not provided.',
    });
  });

  it("give the browser the billing provider's names", () => {
    expect(servers.chromiumArgs.join(' ')).toMatch(
      /--host-resolver-rules=.*js\.recurly\.com.*127\.0\.0\.1/,
    );
  });
});

it('the bench servers end with their process when closed', async () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-servers-'));
  try {
    const servers = await startBenchServers(build(root, 'portal'), build(root, 'floor'));
    await servers.close();
    await expect(fetch(`${servers.site}/profile`)).rejects.toThrow();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 30_000);
