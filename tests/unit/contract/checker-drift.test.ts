/**
 * DRIFT SUITE: the mock server behind a fault-injecting proxy. Each case tampers with one kind of
 * answer (a missing required field, a wrong type, an undocumented status, a wrong enum value, a
 * wrong content type, an extra property under --strict, an error body in the wrong shape); the
 * checker must report that drift, at that operation and pointer, and nothing else.
 *
 * Then broken behaviour, planted the same way: a service that accepts any token and any user id,
 * one that ignores `Idempotency-Key`, one whose paged list drops its `Link`, one whose list's
 * renewals are not what the renewal preview answers, one that sends error codes its document does
 * not list. Each must fail the check (exit 1 on the command line) with
 * the named finding of its family and the part of the contract it breaks, and pass with that
 * family skipped.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../../../mocks/server/createMockHttpServer.ts';
import type { Service } from '../../../scripts/contract/documents.ts';
import {
  type Fault,
  type ProxiedRequest,
  jsonFault,
  startFaultProxy,
} from '../../../scripts/contract/checker/faultProxy.ts';
import { checkService } from '../../../scripts/contract/checker/run.ts';
import { textReport } from '../../../scripts/contract/checker/report.ts';
import type { DriftKind, Family } from '../../../scripts/contract/checker/types.ts';
import { MOCK_SERVICE_PATHS } from '../../../src/config/services.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

/** Where the mock server answers each service. */
const PREFIX: Record<Service, string> = MOCK_SERVICE_PATHS;

type Json = Record<string, unknown>;

/** Matches an authenticated (or, for probes, unauthenticated) call by method and path pattern. */
const call =
  (method: string, pattern: RegExp, authenticated = true) =>
  (request: ProxiedRequest): boolean =>
    request.method === method &&
    request.authenticated === authenticated &&
    pattern.test(request.path.split('?')[0] ?? '');

interface InjectedFault {
  fault: Fault;
  service: Service;
  /** Checked against the complete proposal (`--strict`). */
  strict?: boolean;
  caughtAs: { operation: string; kind: DriftKind; pointer: string };
}

const INJECTED: InjectedFault[] = [
  {
    service: 'subscription',
    fault: jsonFault(
      'a missing required field (Subscription.planCode)',
      call('GET', /^\/subscription-api\/account\/[^/]+\/subscriptions\/[^/]+$/),
      (json) => delete (json as Json).planCode,
    ),
    caughtAs: { operation: 'getSubscription', kind: 'schema', pointer: '/planCode' },
  },
  {
    service: 'account',
    fault: jsonFault(
      'a wrong type (User.userId as a string)',
      call('GET', /^\/auth\/account\/me$/),
      (json) => ((json as Json).userId = String((json as Json).userId)),
    ),
    caughtAs: { operation: 'getMe', kind: 'schema', pointer: '/userId' },
  },
  {
    service: 'license',
    fault: {
      name: 'an undocumented status (418 from listAuthorizedComputers)',
      matches: call('GET', /^\/license-api\/public\/computers\/$/),
      tamper: (response) => ({ ...response, status: 418 }),
    },
    caughtAs: { operation: 'listAuthorizedComputers', kind: 'undocumented-status', pointer: '' },
  },
  {
    service: 'subscription',
    fault: jsonFault(
      'a wrong enum value (Subscription.state "frozen")',
      call('GET', /^\/subscription-api\/account\/[^/]+\/subscriptions$/),
      (json) => {
        const first = (json as Json[])[0];
        if (first) first.state = 'frozen';
      },
    ),
    caughtAs: { operation: 'listSubscriptions', kind: 'schema', pointer: '/0/state' },
  },
  {
    service: 'shop',
    fault: {
      name: 'a wrong content type (text/html for listOrders)',
      matches: call('GET', /^\/shop\/api\/orders$/),
      tamper: (response) => {
        const headers = new Headers(response.headers);
        headers.set('content-type', 'text/html; charset=utf-8');
        return { ...response, headers };
      },
    },
    caughtAs: { operation: 'listOrders', kind: 'content-type', pointer: '' },
  },
  {
    service: 'subscription',
    strict: true,
    fault: jsonFault(
      'an extra property, checked --strict (BillingAccount.internalNote)',
      call('GET', /^\/subscription-api\/account\/[^/]+\/billing-account$/),
      (json) => ((json as Json).internalNote = 'VIP'),
    ),
    caughtAs: { operation: 'getBillingAccount', kind: 'schema', pointer: '/internalNote' },
  },
  {
    service: 'license',
    fault: {
      name: 'an error body in the wrong shape ({"error"} for the 401 of listLicenses)',
      matches: call('GET', /^\/license-api\/public\/license\/$/, false),
      tamper: (response) => ({
        ...response,
        body: new TextEncoder().encode(JSON.stringify({ error: 'not signed in' })),
      }),
    },
    caughtAs: { operation: 'listLicenses', kind: 'error-shape', pointer: '/detail' },
  },
];

interface BrokenBehaviour {
  fault: () => Fault;
  service: Service;
  write?: boolean;
  family: Family;
  /** What the check must find, and which part of the contract it must name. */
  caughtAs: { kind: DriftKind; contract: string };
  /** Every drift is one of these: what the broken behaviour explains. */
  only: readonly DriftKind[];
}

/** The user id of the checker's default persona (monthly-active). */
const USER_ID = '100234';

const BROKEN: BrokenBehaviour[] = [
  {
    service: 'subscription',
    family: 'auth',
    // The token of the checker's first call (its own, valid) stands in for whatever comes, and
    // the path's user id becomes that user's: every request is served as that user.
    fault: () => {
      let valid: string | null = null;
      return {
        name: 'a service that accepts any token and any user id',
        matches: (request) => request.path.startsWith('/subscription-api/'),
        rewrite: (request) => {
          valid ??= request.headers.get('authorization');
          if (valid) request.headers.set('authorization', valid);
          request.path = request.path.replace(
            /^(\/subscription-api\/account\/)\d+/,
            `$1${USER_ID}`,
          );
        },
      };
    },
    caughtAs: { kind: 'foreign-user-access', contract: 'components.securitySchemes.bearerAuth' },
    only: ['unauthenticated-access', 'invalid-token-accepted', 'foreign-user-access'],
  },
  {
    service: 'subscription',
    write: true,
    family: 'idempotency',
    fault: () => ({
      name: 'a service that ignores Idempotency-Key',
      matches: (request) =>
        request.path.startsWith('/subscription-api/') && request.method !== 'GET',
      rewrite: (request) => request.headers.delete('idempotency-key'),
    }),
    caughtAs: {
      kind: 'idempotency-not-replayed',
      contract: 'components.parameters.IdempotencyKey',
    },
    only: [
      'idempotency-not-replayed',
      'idempotency-key-reuse-accepted',
      'idempotency-key-too-long-accepted',
    ],
  },
  {
    service: 'shop',
    family: 'paging',
    fault: () => ({
      name: 'a paged list that drops its Link header (listOrders)',
      matches: call('GET', /^\/shop\/api\/orders$/),
      tamper: (response) => {
        const headers = new Headers(response.headers);
        headers.delete('link');
        return { ...response, headers };
      },
    }),
    caughtAs: { kind: 'paging-link-missing', contract: 'components.headers.NextPage' },
    only: ['paging-link-missing'],
  },
  {
    service: 'subscription',
    family: 'proposals',
    fault: () => ({
      name: 'a list whose renewals are not what previewRenewal answers (listSubscriptions)',
      matches: call('GET', /^\/subscription-api\/account\/[^/]+\/subscriptions$/),
      tamper: (response) => {
        if (response.status !== 200) return response;
        const list = JSON.parse(new TextDecoder().decode(response.body)) as Json[];
        for (const subscription of list) {
          const renewal = subscription.renewal as Json | null;
          if (renewal) renewal.total = Number(renewal.total) + 1;
        }
        return { ...response, body: new TextEncoder().encode(JSON.stringify(list)) };
      },
    }),
    caughtAs: {
      kind: 'embedded-answer-differs',
      contract: 'components.schemas.Subscription.properties.renewal',
    },
    only: ['embedded-answer-differs'],
  },
  {
    service: 'license',
    family: 'errors',
    fault: () => ({
      name: 'a service that sends error codes its document does not list',
      matches: (request) => request.path.startsWith('/license-api/'),
      tamper: (response) => {
        if (response.status < 400) return response;
        const json = JSON.parse(new TextDecoder().decode(response.body)) as Json;
        json.code = 'licence_error';
        return { ...response, body: new TextEncoder().encode(JSON.stringify(json)) };
      },
    }),
    caughtAs: {
      kind: 'undocumented-error-code',
      contract: 'components.schemas.ErrorCode (x-extensible-enum)',
    },
    only: ['undocumented-error-code', 'wrong-auth-code'],
  },
];

let mock: { url: string; close(): Promise<void> };
const caught: string[] = [];

beforeAll(async () => {
  mock = await createMockHttpServer({ port: 0 });
});
afterAll(async () => {
  await mock.close();
  console.log(`Drift suite: caught ${caught.length} of ${INJECTED.length} injected faults.`);
});

describe('the drift suite', () => {
  it('the proxy alone changes nothing: no drift through it', async () => {
    const proxy = await startFaultProxy(mock.url, []);
    try {
      const result = await checkService({
        service: 'subscription',
        baseUrl: proxy.url + PREFIX.subscription,
      });
      expect(result.drifts).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it.each(INJECTED.map((injected) => [injected.fault.name, injected] as const))(
    'catches %s',
    async (_name, { fault, service, caughtAs, strict }) => {
      const proxy = await startFaultProxy(mock.url, [fault]);
      try {
        const result = await checkService({
          service,
          baseUrl: proxy.url + PREFIX[service],
          strict,
        });
        expect(proxy.hits.get(fault.name)).toBeGreaterThan(0);
        expect(result.drifts).toContainEqual(expect.objectContaining(caughtAs));
        // Only the tampered operation drifts.
        expect(new Set(result.drifts.map((drift) => drift.operation))).toEqual(
          new Set([caughtAs.operation]),
        );
        caught.push(fault.name);
      } finally {
        await proxy.close();
      }
    },
  );
});

describe('broken behaviour', () => {
  it.each(BROKEN.map((broken) => [broken.fault().name, broken] as const))(
    'fails %s, and passes with its family skipped',
    async (_name, { fault, service, write, family, caughtAs, only }) => {
      const failing = await startFaultProxy(mock.url, [fault()]);
      try {
        const result = await checkService({
          service,
          baseUrl: failing.url + PREFIX[service],
          write,
        });
        expect(result.drifts).toContainEqual(expect.objectContaining(caughtAs));
        expect(
          result.drifts.filter((drift) => !only.includes(drift.kind)),
          textReport(result),
        ).toEqual([]);
      } finally {
        await failing.close();
      }
      const skipping = await startFaultProxy(mock.url, [fault()]);
      try {
        const result = await checkService({
          service,
          baseUrl: skipping.url + PREFIX[service],
          write,
          skip: [family],
        });
        const behaviour = result.drifts.filter((drift) => only.includes(drift.kind));
        expect(behaviour, textReport(result)).toEqual([]);
      } finally {
        await skipping.close();
      }
    },
  );

  it('exits 1 on the command line, naming the check and the contract', async () => {
    const broken = BROKEN.find((entry) => entry.family === 'paging');
    if (!broken) throw new Error('no paging fault');
    const proxy = await startFaultProxy(mock.url, [broken.fault()]);
    try {
      const args = [
        'scripts/contract-check.ts',
        '--service',
        'shop',
        '--base-url',
        `${proxy.url}/shop/api`,
      ];
      const failed = await run(process.execPath, args, { cwd: root }).then(
        () => ({ code: 0, stdout: '' }),
        (error: { code: number; stdout: string }) => error,
      );
      expect(failed.code).toBe(1);
      expect(failed.stdout).toMatch(
        /listOrders \(GET \/orders\?limit=\d+\)\s+paging-link-missing\s+components\.headers\.NextPage\s+Link: <…>; rel="next" \(\d+ of \d+ items remain\)\s+no next link/,
      );
      const { stdout } = await run(process.execPath, [...args, '--skip', 'paging'], { cwd: root });
      expect(stdout).toContain('No drift');
    } finally {
      await proxy.close();
    }
  });
});
