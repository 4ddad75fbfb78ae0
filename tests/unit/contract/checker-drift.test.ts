/**
 * DRIFT SUITE: the mock server behind a fault-injecting proxy. Each case tampers with one kind of
 * answer (a missing required field, a wrong type, an undocumented status, a wrong enum value, a
 * wrong content type, an extra property under --strict, an error body in the wrong shape); the
 * checker must report that drift, at that operation and pointer, and nothing else.
 */
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
import type { DriftKind } from '../../../scripts/contract/checker/types.ts';

const PREFIX: Record<Service, string> = {
  account: '/auth',
  subscription: '/subscription-api',
  license: '/license-api',
  shop: '/shop/api',
};

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

  it('caught every injected fault', () => {
    expect(caught).toHaveLength(INJECTED.length);
  });
});
