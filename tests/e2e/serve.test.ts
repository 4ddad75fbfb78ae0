import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  createMockHttpServer,
  type MockHttpServer,
} from '../../mocks/server/createMockHttpServer.ts';
import { buildEnv, contentSecurityPolicy, securityHeaders } from '../../deploy/securityHeaders.ts';
import { standInForTheBillingProvider } from '../../scripts/billingProviderStandIn.ts';
import { BILLING_SCRIPT } from '../../src/config/billingScript.ts';
import { expect, type Journey, settled, test as base, trackInFlight } from './support/fixtures.ts';
import { buildProduction, productionBuildEnv } from './support/productionBuild.ts';

/**
 * `npm run serve`: the production build behind the deployment's nginx configuration, its
 * services on the mock backend (another origin, as in production). What nginx sends is checked
 * header by header, then a customer's journeys run under the header's Content Security Policy.
 */
const root = new URL('../../', import.meta.url).pathname;
const outDir = process.env.E2E_OUT_DIR
  ? `${process.env.E2E_OUT_DIR}-serve`
  : join(root, 'dist-serve');

/** A free port in this suite's range (4600–4699). */
async function freePort(): Promise<number> {
  for (let port = 4600 + Math.floor(Math.random() * 100), tries = 0; tries < 100; tries += 1) {
    const candidate = 4600 + ((port + tries - 4600) % 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  throw new Error('No free port in 4600–4699.');
}

/**
 * Resolves once nginx answers; fails as soon as the serve command stops. On a fresh machine the
 * command first installs nginx with apt-get, hence a limit of two minutes (seconds otherwise).
 */
async function answering(url: string, process: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`npm run serve stopped (${process.exitCode}).`);
    if (
      await fetch(url).then(
        ({ ok }) => ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within two minutes.`);
}

interface Served {
  mock: MockHttpServer;
  /** Where nginx serves the build. */
  site: string;
  /** The configuration the build read, which nginx's headers must come from. */
  env: Record<string, string | undefined>;
}

/** The build and nginx serving it: made once per worker, not per test. */
const test = base.extend<object, { served: Served }>({
  served: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mock = await createMockHttpServer({ port: 0 });
      const build = { apiOrigin: mock.url, requestTimeoutMs: 10_000, outDir };
      await buildProduction(build);
      const buildVariables = productionBuildEnv(build);
      const port = await freePort();
      const site = `http://127.0.0.1:${port}`;
      const serve = spawn(process.execPath, [join(root, 'scripts/serve.ts'), '--dir', outDir], {
        cwd: root,
        env: { ...buildVariables, PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const saved = { ...process.env };
      Object.assign(process.env, buildVariables);
      const env = buildEnv('production', root);
      process.env = saved;
      try {
        await answering(site, serve);
        await use({ mock, site, env });
      } finally {
        if (serve.exitCode === null) {
          const exited = new Promise((resolve) => serve.once('exit', resolve));
          serve.kill('SIGTERM');
          await exited;
        }
        await mock.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

// A build or nginx that fails fails the file once: without this hook each test would start a new
// worker, and build again, to fail the same way.
test.beforeAll(({ served }) => {
  expect(served.site).toMatch(/^http:\/\/127\.0\.0\.1:46\d\d$/);
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as a browser sends it, its body as it came over the wire (fetch would decompress it). */
function get(
  site: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(`${site}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The status and headers nginx answers `raw` with, sent as it is: what no HTTP client would send
 * (a request line without a Host, a method it refuses).
 */
function sendRaw(
  site: string,
  raw: string,
): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(site);
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

const built = (file: string) => readFileSync(join(outDir, file));
const manifest = () =>
  JSON.parse(built('.vite/manifest.json').toString()) as Record<
    string,
    { file: string; imports?: string[] }
  >;
/**
 * The app's main chunk: the shell's, which the entry imports (decision 004); hashed, large enough
 * to be precompressed (the entry's own chunk is a few hundred bytes).
 */
const appChunk = () => {
  const chunks = manifest();
  const shell = (chunks['index.html']?.imports ?? [])
    .map((key) => chunks[key]?.file ?? '')
    .find((file) => /\/shell-[\w-]+\.js$/.test(file));
  return `/${shell ?? 'missing'}`;
};
const NAVIGATION = { Accept: 'text/html' };

test.describe('npm run serve', () => {
  test('sends every security header, generated from the build’s configuration, on every response', async ({
    served: { env, mock, site },
  }) => {
    const policy = contentSecurityPolicy(env, 'header');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`connect-src 'self' ${mock.url}`);
    expect(policy).toMatch(
      new RegExp(
        `script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' ${BILLING_SCRIPT.src.replaceAll('.', '\\.')}`,
      ),
    );
    expect(policy).toContain("worker-src 'self' blob:");
    for (const path of [
      '/profile',
      '/',
      '/index.html',
      appChunk(),
      '/favicon.ico',
      '/assets/gone.js',
    ]) {
      const { headers } = await get(site, path, NAVIGATION);
      for (const [name, value] of securityHeaders(env)) {
        expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
    }
  });

  test('sends them on its own error pages too: a malformed request, a URI too long, TRACE, a 404', async ({
    served: { env, site },
  }) => {
    const answers = {
      400: await sendRaw(site, 'GET /profile HTTP/1.1\r\n\r\n'),
      414: await sendRaw(site, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: portal\r\n\r\n`),
      405: await sendRaw(site, 'TRACE / HTTP/1.1\r\nHost: portal\r\n\r\n'),
      404: await sendRaw(site, 'GET /.env HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n'),
    };
    for (const [status, { status: answered, headers }] of Object.entries(answers)) {
      expect(answered).toBe(Number(status));
      for (const [name, value] of securityHeaders(env)) {
        expect(headers[name.toLowerCase()], `${name} on the ${status}`).toBe(value);
      }
    }
    expect(answers[405].headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(answers[405].headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  test("answers the app's routes with index.html, checked on every load", async ({
    served: { site },
  }) => {
    const index = built('index.html');
    for (const path of ['/profile', '/subscription', '/products/some/deep/link', '/']) {
      const response = await get(site, path, NAVIGATION);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.equals(index), path).toBe(true);
    }
  });

  test('keeps hashed assets a year, and answers a missing one or build metadata with a 404', async ({
    served: { site },
  }) => {
    const asset = await get(site, appChunk());
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    for (const path of ['/assets/App-gone.js', `${appChunk()}.map`, '/.vite/manifest.json']) {
      const missing = await get(site, path);
      expect(missing.status, path).toBe(404);
      // A 404 is asked again: the file may arrive a moment later, in the middle of a deployment.
      expect(missing.headers['cache-control'], path).toBe('no-cache');
      expect(missing.body.toString(), path).not.toContain('<div id="root">');
    }
  });

  test('sends the precompressed brotli or gzip copy to a browser that accepts it', async ({
    served: { site },
  }) => {
    const file = built(appChunk());
    const brotli = await get(site, appChunk(), { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(file)).toBe(true);
    expect(brotli.body.length).toBeLessThan(file.length / 2);
    const gzip = await get(site, appChunk(), { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
    const plain = await get(site, appChunk());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.vary).toBe('Accept-Encoding');
    }
    const index = await get(site, '/profile', { ...NAVIGATION, 'Accept-Encoding': 'br' });
    expect(index.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(index.body).equals(built('index.html'))).toBe(true);
  });
});

/** The mock auth host signs the browser in as `persona`, then sends it to the portal's `path`. */
const signedIn = ({ mock, site }: Served, persona: string, path: string) =>
  `${mock.url}/auth/account/login?persona=${persona}&redirect=${encodeURIComponent(site + path)}`;

/** What the browser reports about the policy: any violation is a console error. */
const violations = (journey: Journey) =>
  journey.problems.filter((problem) => /Content Security Policy|Refused to/.test(problem));

/** The provider's hosts answered by the stand-in; its script refused, not being the pinned file. */
const standInForTheProvider = (page: Page) =>
  standInForTheBillingProvider(page, { passIntegrity: false });

async function openPaymentForm(page: Page) {
  const payment = page.getByRole('region', { name: 'Payment method' });
  await payment.getByRole('button', { name: /^(Update|Add) payment method$/ }).click();
  return page.getByRole('dialog');
}

test.describe('the production build served by nginx', () => {
  test('shows the profile with no policy violation', async ({ open, served }) => {
    let pending = () => 0;
    const journey = await open(signedIn(served, 'monthly-active', '/profile'), {
      prepare: async (page) => {
        pending = trackInFlight(page);
      },
    });
    const { page } = journey;
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // Everything the screen asked for has answered: a violation would have shown by now.
    await settled(pending);
    expect(journey.problems).toEqual([]);
  });

  test("loads the pinned billing script, with its integrity check, and the provider's card frame", async ({
    open,
    served,
  }) => {
    const requested: string[] = [];
    const journey = await open(signedIn(served, 'monthly-active', '/subscription?tab=payment'), {
      prepare: async (page) => {
        // The stand-in is not the pinned file: let it past the hash check (and only that) so the
        // rest of the payment form runs under the header's policy.
        await standInForTheBillingProvider(page, { passIntegrity: true });
        page.on('request', (sent) => {
          if (sent.url().includes('recurly.js')) requested.push(sent.url());
        });
      },
    });
    const dialog = await openPaymentForm(journey.page);
    await expect(dialog.getByLabel('First name on card')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByTitle('Card number')).toBeVisible();
    expect(requested).toEqual([BILLING_SCRIPT.src]);
    const script = journey.page.locator(`script[src="${BILLING_SCRIPT.src}"]`);
    await expect(script).toHaveAttribute('data-pinned-integrity', BILLING_SCRIPT.integrity);
    await expect(script).toHaveAttribute('crossorigin', 'anonymous');
    expect(violations(journey)).toEqual([]);
  });

  test('refuses a billing script that is not the pinned file, and says the form could not load', async ({
    open,
    served,
  }) => {
    // The browser reports the refused script in the console: that is the point of this journey.
    const refused = (problem: string) => /integrity/.test(problem);
    const journey = await open(signedIn(served, 'monthly-active', '/subscription?tab=payment'), {
      prepare: standInForTheProvider,
      expected: refused,
    });
    const dialog = await openPaymentForm(journey.page);
    await expect(dialog.getByText('The payment form could not be loaded')).toBeVisible({
      timeout: 10_000,
    });
    expect(journey.problems.some(refused)).toBe(true);
  });

  test('may not be framed by another page', async ({ open, served }) => {
    const { mock, site } = served;
    const framingRefused = (problem: string) => /frame-ancestors/.test(problem);
    const { page } = await open(signedIn(served, 'monthly-active', '/profile'), {
      // The refusal this journey asks for: the browser's console error and the blocked frame. The
      // framing page is the mock backend's sign-in page, which has no icon: not the portal's 404.
      expected: (problem) =>
        framingRefused(problem) ||
        problem === `request failed: GET ${site}/change-password (net::ERR_BLOCKED_BY_RESPONSE)` ||
        problem.endsWith(`(${mock.url}/favicon.ico)`),
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // Another origin's page (the mock backend's) framing the change-password screen.
    const blocked = page.waitForEvent('console', {
      predicate: (message) => framingRefused(message.text()),
    });
    await page.goto(`${mock.url}/auth/account/logout`);
    await page.setContent(`<iframe src="${site}/change-password"></iframe>`);
    expect((await blocked).text()).toMatch(/frame-ancestors 'none'/);
  });
});
