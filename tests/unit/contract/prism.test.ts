/**
 * A third party's word on conformance: the contract checker's calls (every operation, with
 * --write, for several personas) go through Prism as a validating proxy in front of the mock
 * server, and Prism must report no violation, of a request or of an answer. The one violation
 * expected is the checker's deliberate call without a token, which Prism reports as a request
 * without the document's security; the behaviour families whose requests are invalid on purpose
 * (negative requests, too long an Idempotency-Key) are left out. A tampered answer proves Prism, and this harness, catch one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../../../mocks/server/createMockHttpServer.ts';
import {
  type FaultProxy,
  jsonFault,
  startFaultProxy,
} from '../../../scripts/contract/checker/faultProxy.ts';
import { checkService } from '../../../scripts/contract/checker/run.ts';
import { signInToMock } from '../../../scripts/contract/checker/session.ts';
import { textReport } from '../../../scripts/contract/checker/report.ts';
import { SERVICES, type Service } from '../../../scripts/contract/documents.ts';
import {
  type PrismProxy,
  type PrismViolation,
  startPrism,
  violationRecorder,
} from '../../../scripts/contract/prism.ts';
import { MOCK_SERVICE_PATHS } from '../../../src/config/services.ts';

/** Where the mock server answers each service. */
const PREFIX: Record<Service, string> = MOCK_SERVICE_PATHS;

/** The personas whose data lead the checker through each service's operations. */
const PERSONAS: Record<Service, string[]> = {
  account: ['monthly-active', 'unverified-email'],
  subscription: ['monthly-active', 'no-account', 'trial-eligible', 'paused', 'annual-canceled'],
  license: ['monthly-active'],
  shop: ['monthly-active'],
};

let mock: { url: string; close(): Promise<void> };
const prisms: PrismProxy[] = [];
const recorder = violationRecorder('Prism violations');
const front = new Map<Service, FaultProxy>();

/** What is not a violation of the service: the checker's own call without a token. */
const isUnauthenticatedProbe = (violation: PrismViolation): boolean =>
  !violation.request.authenticated && violation.location === 'request' && violation.code === '401';

beforeAll(async () => {
  mock = await createMockHttpServer({ port: 0 });
  const started = await Promise.all(
    SERVICES.map((service) => startPrism(service, mock.url + PREFIX[service])),
  );
  prisms.push(...started);
  for (const [index, service] of SERVICES.entries()) {
    const prism = started[index];
    if (prism) front.set(service, await startFaultProxy(prism.url, [recorder.fault]));
  }
}, 60_000);

afterAll(async () => {
  for (const proxy of front.values()) await proxy.close();
  await Promise.all(prisms.map((prism) => prism.close()));
  await mock.close();
  const probes = recorder.violations.filter(isUnauthenticatedProbe).length;
  console.log(
    `Prism: ${recorder.requests} requests validated, ` +
      `${recorder.violations.length - probes} violations ` +
      `(+${probes} expected: the calls without a token).`,
  );
});

describe.each(SERVICES)('through Prism, the mock %s service', (service) => {
  it.each(PERSONAS[service])(
    'as %s, every operation with --write: no violation',
    async (persona) => {
      const before = recorder.violations.length;
      const credentials = await signInToMock(mock.url + PREFIX.account, persona);
      const result = await checkService({
        service,
        baseUrl: front.get(service)?.url ?? '',
        token: credentials.token,
        userId: credentials.userId,
        cookie: credentials.cookie ?? undefined,
        write: true,
        // Their requests break the document on purpose (a body against its schema, an
        // Idempotency-Key over its maxLength): Prism would rightly report each.
        skip: ['negative', 'idempotency'],
      });
      expect(result.drifts, textReport(result)).toEqual([]);
      expect(result.calls.length).toBeGreaterThan(0);
      const violations = recorder.violations
        .slice(before)
        .filter((v) => !isUnauthenticatedProbe(v));
      expect(violations).toEqual([]);
    },
  );
});

describe('the harness', () => {
  it('reports what Prism finds in a tampered answer', async () => {
    const tampered = await startFaultProxy(mock.url, [
      jsonFault(
        'Subscription without planCode',
        (request) => /\/subscriptions\/[^/?]+$/.test(request.path) && request.method === 'GET',
        (json) => delete (json as Record<string, unknown>).planCode,
      ),
    ]);
    const prism = await startPrism('subscription', tampered.url + PREFIX.subscription);
    const caught = violationRecorder('tampered');
    const proxy = await startFaultProxy(prism.url, [caught.fault]);
    try {
      const credentials = await signInToMock(mock.url + PREFIX.account, 'monthly-active');
      await checkService({
        service: 'subscription',
        baseUrl: proxy.url,
        token: credentials.token,
        userId: credentials.userId,
      });
      expect(caught.violations).toContainEqual(
        expect.objectContaining({
          location: 'response.body',
          severity: 'Error',
          message: "Response body must have required property 'planCode'",
        }),
      );
    } finally {
      await proxy.close();
      await prism.close();
      await tampered.close();
    }
  }, 60_000);
});
