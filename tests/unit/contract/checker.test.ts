/**
 * The contract checker against the mock server: every service's operations, read-only and with
 * --write, must show no drift; the CLI's reports and exit codes; and the typed-SDK example script.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../../../mocks/server/createMockHttpServer.ts';
import { SERVICES, type Service } from '../../../scripts/contract/documents.ts';
import { jsonFault, startFaultProxy } from '../../../scripts/contract/checker/faultProxy.ts';
import { checkService } from '../../../scripts/contract/checker/run.ts';
import { signInToMock } from '../../../scripts/contract/checker/session.ts';
import { textReport } from '../../../scripts/contract/checker/report.ts';
import type { CheckResult } from '../../../scripts/contract/checker/types.ts';
import {
  formatSubscriptions,
  listSubscriptions,
} from '../../../scripts/examples/list-subscriptions.ts';
import { MOCK_SERVICE_PATHS } from '../../../src/config/services.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

/** Where the mock server answers each service. */
const PREFIX: Record<Service, string> = MOCK_SERVICE_PATHS;

let mock: { url: string; close(): Promise<void> };

beforeAll(async () => {
  mock = await createMockHttpServer({ port: 0 });
});
afterAll(() => mock.close());

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `npm run contract:check -- ARGS` as a backend team would; resolves with the exit code. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/contract-check.ts', ...args], {
      cwd: root,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The status each named operation answered in a check (its own call, not a probe). */
const statusesOf = (result: CheckResult): Record<string, number | null> =>
  Object.fromEntries(
    result.calls.filter((c) => c.probe === null).map((c) => [c.operation, c.status]),
  );

describe.each(SERVICES)('the mock %s service', (service) => {
  it('matches its document: every read, each refused without a valid token, lists paged', async () => {
    const result = await checkService({ service, baseUrl: mock.url + PREFIX[service] });
    expect(result.drifts, textReport(result)).toEqual([]);
    const families = new Set(result.calls.map((call) => call.probe?.family));
    expect(families).toContain('auth');
    if (service !== 'account') expect(families).toContain('paging');
    expect(result.skipped.every((skip) => skip.method !== 'get')).toBe(true);
  });

  it('matches its document with --write: every operation called, none skipped', async () => {
    const result = await checkService({
      service,
      baseUrl: mock.url + PREFIX[service],
      write: true,
    });
    expect(result.drifts, textReport(result)).toEqual([]);
    expect(result.skipped.filter((skip) => skip.family === undefined)).toEqual([]);
  });
});

describe('--write runs each lifecycle in order, on what earlier calls created', () => {
  it('monthly-active: change, pause, resume, cancel, reactivate, terminate the listed subscription', async () => {
    const result = await checkService({
      service: 'subscription',
      baseUrl: `${mock.url}/subscription-api`,
      write: true,
    });
    expect(result.drifts).toEqual([]);
    expect(statusesOf(result)).toMatchObject({
      changeSubscriptionPlan: 200,
      changeBillingDate: 200,
      pauseSubscription: 200,
      resumeSubscription: 200,
      cancelSubscription: 200,
      reactivateSubscription: 200,
      applyAntichurnCoupon: 200,
      terminateSubscription: 200,
      deleteSubscription: 204,
    });
  });

  it.each([
    ['no-account', 'subscription', { createSubscriptionAccount: 201, createSubscription: 201 }],
    ['trial-eligible', 'subscription', { createSubscription: 201, deleteSubscription: 204 }],
    ['unverified-email', 'account', { sendVerificationEmail: 204, updateAccountAddress: 200 }],
  ] as const)('%s: %s creates first and uses it', async (persona, service, expected) => {
    const result = await checkService({
      service,
      baseUrl: mock.url + PREFIX[service],
      write: true,
      persona,
    });
    expect(result.drifts, textReport(result)).toEqual([]);
    expect(statusesOf(result)).toMatchObject(expected);
    const created = result.calls.find((call) => call.operation === 'createSubscription');
    const deleted = result.calls.find((call) => call.operation === 'deleteSubscription');
    if (created && deleted) expect(deleted.request).not.toContain('sub_7fK2mQ9xL1');
  });
});

describe('npm run contract:check', () => {
  it('exits 0 with no drift, and writes the JUnit report', async () => {
    const { code, stdout } = await cli([
      '--service',
      'subscription',
      '--base-url',
      `${mock.url}/subscription-api`,
      '--report',
      'junit',
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain('<testsuite name="contract.subscription"');
    expect(stdout).toContain('failures="0"');
  });

  it('exits 1 and prints the drift table when the service drifts', async () => {
    const proxy = await startFaultProxy(mock.url, [
      jsonFault(
        'shop total as a string',
        (request) => request.path.split('?')[0] === '/shop/api/orders' && request.authenticated,
        (json) => {
          const first = (json as Record<string, unknown>[])[0];
          if (first) first.total = String(first.total);
        },
      ),
    ]);
    try {
      const { code, stdout } = await cli([
        '--service',
        'shop',
        '--base-url',
        `${proxy.url}/shop/api`,
      ]);
      expect(code).toBe(1);
      expect(stdout).toMatch(/OPERATION\s+CHECK\s+CONTRACT\s+EXPECTED\s+GOT\s+POINTER/);
      expect(stdout).toMatch(
        /listOrders \(GET \/orders(\?limit=\d+)?\)\s+schema\s+components\.schemas\.Order\s+type number\s+string "\d+(\.\d+)?"\s+\/0\/total/,
      );
    } finally {
      await proxy.close();
    }
  });

  it('exits 2 on wrong flags and when nothing answers', async () => {
    const wrong = await cli(['--service', 'billing', '--base-url', mock.url]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--service must be one of account, subscription, license, shop');
    const closed = await closedPort();
    const nothing = await cli([
      '--service',
      'shop',
      '--base-url',
      `http://127.0.0.1:${closed}/shop/api`,
      '--token',
      't',
    ]);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain(`nothing answered at http://127.0.0.1:${closed}/shop/api`);

    // Without a token it would sign in to the mock: unreachable, it says to pass one.
    const noToken = await cli(['--service', 'shop', '--base-url', `http://127.0.0.1:${closed}`]);
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('Pass --token (and --user-id) for a real service.');

    const anonymous = await cli([
      '--service',
      'shop',
      '--base-url',
      mock.url,
      '--persona',
      'anonymous',
    ]);
    expect(anonymous.code).toBe(2);
    expect(anonymous.stderr).toContain('signs persona anonymous in to no account');
  });

  // Every call answering 401/403 checked no schema: that is no pass (a stale token in a CI job).
  it.each([
    ['a token the service does not know', 'bogus', '100234'],
    ['a valid token for another user', null, '100201'],
  ])('exits 2 when every call is refused: %s', async (_case, fixedToken, userId) => {
    const token = fixedToken ?? (await signInToMock(`${mock.url}/auth`, 'monthly-active')).token;
    const refused = await cli([
      '--service',
      'subscription',
      '--base-url',
      `${mock.url}/subscription-api`,
      '--token',
      token,
      '--user-id',
      userId,
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('refused every call with these credentials');
    expect(refused.stdout).not.toContain('No drift');
  });

  it('prints the text summary on the terminal when the report goes to a file', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'contract-check-')), 'shop.txt');
    const written = await cli([
      '--service',
      'shop',
      '--base-url',
      `${mock.url}/shop/api`,
      '--out',
      out,
    ]);
    expect(written.code).toBe(0);
    expect(written.stdout).toContain(readFileSync(out, 'utf8').trim());
    expect(written.stdout).toContain(`Report written to ${out}`);
  });
});

describe('the typed-SDK example (scripts/examples/list-subscriptions.ts)', () => {
  it('says the token was refused, instead of failing to leave a page it does not have', async () => {
    await expect(
      listSubscriptions({
        accountUrl: `${mock.url}/auth`,
        subscriptionUrl: `${mock.url}/subscription-api`,
        token: 'bogus',
        userId: 100234,
      }),
    ).rejects.toThrow('The token was refused (401): it is invalid or has expired.');
  });

  it("lists the persona's subscriptions through the typed clients", async () => {
    const { token } = await signInToMock(`${mock.url}/auth`, 'monthly-active');
    const subscriptions = await listSubscriptions({
      accountUrl: `${mock.url}/auth`,
      subscriptionUrl: `${mock.url}/subscription-api`,
      token,
    });
    expect(subscriptions.length).toBeGreaterThan(0);
    expect(
      subscriptions.some((s) => s.state === 'active' && s.planCode === 'reasonplusmonthly'),
    ).toBe(true);
    expect(formatSubscriptions(subscriptions)).toMatch(/reasonplusmonthly\s+active\s+renews /);
  });
});
